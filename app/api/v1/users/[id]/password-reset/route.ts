import { api } from "@/lib/http/api";
import { issuePasswordReset } from "@/lib/account/password-resets";
import { issuePasswordResetRoute } from "@/lib/account/routes";

// POST /api/v1/users/{id}/password-reset - issue a one-time password-reset link for a member
export const POST = api(issuePasswordResetRoute, ({ ctx, params }) => issuePasswordReset({ ctx, id: params.id }));
