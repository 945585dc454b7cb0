import { api } from "@/lib/http/api";
import { createInvitation, listInvitations } from "@/lib/account/invitations";
import { createInvitationRoute, listInvitationsRoute } from "@/lib/account/routes";

// GET /api/v1/invitations - list pending invitations
export const GET = api(listInvitationsRoute, ({ ctx }) => listInvitations({ ctx }));

// POST /api/v1/invitations - invite someone by a one-time link
export const POST = api(createInvitationRoute, ({ ctx, body }) => createInvitation({ ctx, input: body }));
