import { publicApi } from "@/lib/http/api";
import { requestOrigin } from "@/lib/http/client-ip";
import { acceptInvitation } from "@/lib/account/invitations";
import { acceptInvitationRoute } from "@/lib/account/routes";

// POST /api/v1/invitations/accept - accept an invitation (public: the link's token is the credential)
export const POST = publicApi(acceptInvitationRoute, ({ body, req, requestId }) => acceptInvitation(body, { ...requestOrigin(req), requestId }));
