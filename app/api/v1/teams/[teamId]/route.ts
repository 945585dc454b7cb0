import { api } from "@/lib/http/api";
import { deleteTeamRoute, getTeamRoute, updateTeamRoute } from "@/lib/teams/routes";
import { deleteTeam, getTeam, updateTeam } from "@/lib/teams/teams";

// GET /api/v1/teams/{teamId}
export const GET = api(getTeamRoute, ({ ctx, params }) => getTeam({ ctx, id: params.teamId }));
// PATCH /api/v1/teams/{teamId} - rename or describe
export const PATCH = api(updateTeamRoute, ({ ctx, params, body }) => updateTeam({ ctx, id: params.teamId, input: body }));
// DELETE /api/v1/teams/{teamId} - its inboxes and conversations keep working with no team
export const DELETE = api(deleteTeamRoute, ({ ctx, params }) => deleteTeam({ ctx, id: params.teamId }));
