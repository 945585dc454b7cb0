import { api } from "@/lib/http/api";
import { importAudience } from "@/lib/campaigns/import-audience";
import { importAudienceRoute } from "@/lib/campaigns/routes";

// POST /api/v1/chatapp/campaigns/import-audience - match or create contacts for an IMPORT_BATCH audience
export const POST = api(importAudienceRoute, ({ ctx, body }) => importAudience({ ctx, input: body }));
