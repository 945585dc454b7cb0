import { api } from "@/lib/http/api";
import { revokeToken } from "@/lib/tokens/revoke-token";
import { revokeTokenRoute } from "@/lib/tokens/routes";

// DELETE /api/v1/tokens/{id} - revoke an API token
export const DELETE = api(revokeTokenRoute, ({ ctx, params }) => revokeToken({ ctx, input: params }));
