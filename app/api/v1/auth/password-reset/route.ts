import { publicApi } from "@/lib/http/api";
import { resetPasswordWithLink } from "@/lib/account/password-resets";
import { usePasswordResetRoute } from "@/lib/account/routes";

// POST /api/v1/auth/password-reset - set a new password with a reset link (public: the token is the credential)
export const POST = publicApi(usePasswordResetRoute, ({ body }) => resetPasswordWithLink(body));
