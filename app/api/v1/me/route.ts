import { api } from "@/lib/http/api";
import { updateProfile } from "@/lib/account/profile";
import { updateProfileRoute } from "@/lib/account/routes";
import { getMe } from "@/lib/team/me";
import { meRoute } from "@/lib/team/routes";

// GET /api/v1/me - the caller, their company and effective scopes
export const GET = api(meRoute, ({ ctx }) => getMe({ ctx }));

// PATCH /api/v1/me - change your own name
export const PATCH = api(updateProfileRoute, ({ ctx, body }) => updateProfile({ ctx, input: body }));
