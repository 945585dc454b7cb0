import { api } from "@/lib/http/api";
import { revokeInvitation } from "@/lib/account/invitations";
import { revokeInvitationRoute } from "@/lib/account/routes";

// DELETE /api/v1/invitations/{id} - revoke a pending invitation
export const DELETE = api(revokeInvitationRoute, ({ ctx, params }) => revokeInvitation({ ctx, id: params.id }));
