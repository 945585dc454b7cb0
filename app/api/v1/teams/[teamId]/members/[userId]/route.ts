import { api } from "@/lib/http/api";
import { removeTeamMemberRoute } from "@/lib/teams/routes";
import { removeTeamMember } from "@/lib/teams/teams";

// DELETE /api/v1/teams/{teamId}/members/{userId} - remove a member
export const DELETE = api(removeTeamMemberRoute, ({ ctx, params }) => removeTeamMember({ ctx, id: params.teamId, userId: params.userId }));
