import { api } from "@/lib/http/api";
import { createTeamRoute, listTeamsRoute } from "@/lib/teams/routes";
import { createTeam, listTeams } from "@/lib/teams/teams";

// GET /api/v1/teams - the company's teams with members and inboxes
export const GET = api(listTeamsRoute, ({ ctx }) => listTeams({ ctx }));
// POST /api/v1/teams - create one
export const POST = api(createTeamRoute, ({ ctx, body }) => createTeam({ ctx, input: body }));
