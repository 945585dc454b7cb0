import { api } from "@/lib/http/api";
import { removeMember, updateMember } from "@/lib/team/members";
import { removeMemberRoute, updateMemberRoute } from "@/lib/team/routes";

// PATCH /api/v1/users/{id} - change a member's role or name
export const PATCH = api(updateMemberRoute, ({ ctx, params, body }) => updateMember({ ctx, id: params.id, input: body }));

// DELETE /api/v1/users/{id} - remove a member
export const DELETE = api(removeMemberRoute, ({ ctx, params }) => removeMember({ ctx, id: params.id }));
