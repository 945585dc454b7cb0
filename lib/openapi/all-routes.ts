import type { RouteContract } from "@/lib/http/contract";
import * as company from "@/lib/company/routes";
import * as events from "@/lib/events/routes";
import * as system from "@/lib/system/routes";
import * as team from "@/lib/team/routes";
import * as tokens from "@/lib/tokens/routes";

/**
 * Every route contract. The OpenAPI document and the shared security suite read this list;
 * a test fails when an app/api route file has a handler that is missing here.
 */
export const ALL_ROUTES: RouteContract[] = [system, tokens, team, company, events].flatMap((m) => Object.values(m) as RouteContract[]);
