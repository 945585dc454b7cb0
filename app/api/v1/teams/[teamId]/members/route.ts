import { api } from "@/lib/http/api";
import { addTeamMembersRoute } from "@/lib/teams/routes";
import { addTeamMembers } from "@/lib/teams/teams";

// POST /api/v1/teams/{teamId}/members - add members
export const POST = api(addTeamMembersRoute, ({ ctx, params, body }) => addTeamMembers({ ctx, id: params.teamId, userIds: body.userIds }));
