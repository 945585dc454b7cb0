import { api } from "@/lib/http/api";
import { addMember, listMembers } from "@/lib/team/members";
import { addMemberRoute, listMembersRoute } from "@/lib/team/routes";

// GET /api/v1/users - list team members
export const GET = api(listMembersRoute, ({ ctx }) => listMembers({ ctx }));

// POST /api/v1/users - add a team member
export const POST = api(addMemberRoute, ({ ctx, body }) => addMember({ ctx, input: body }));
