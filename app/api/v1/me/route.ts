import { api } from "@/lib/http/api";
import { getMe } from "@/lib/team/me";
import { meRoute } from "@/lib/team/routes";

// GET /api/v1/me - the caller, their company and effective scopes
export const GET = api(meRoute, ({ ctx }) => getMe({ ctx }));
