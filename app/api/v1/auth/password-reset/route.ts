import { publicApi } from "@/lib/http/api";
import { requestOrigin } from "@/lib/http/client-ip";
import { resetPasswordWithLink } from "@/lib/account/password-resets";
import { usePasswordResetRoute } from "@/lib/account/routes";

// POST /api/v1/auth/password-reset - set a new password with a reset link (public: the token is the credential)
export const POST = publicApi(usePasswordResetRoute, ({ body, req, requestId }) => resetPasswordWithLink(body, { ...requestOrigin(req), requestId }));
