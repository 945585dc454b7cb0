import { api } from "@/lib/http/api";
import { createToken } from "@/lib/tokens/create-token";
import { listTokens } from "@/lib/tokens/list-tokens";
import { createTokenRoute, listTokensRoute } from "@/lib/tokens/routes";

// GET /api/v1/tokens - list API tokens
export const GET = api(listTokensRoute, ({ ctx }) => listTokens({ ctx }));

// POST /api/v1/tokens - create an API token (its secret is returned once)
export const POST = api(createTokenRoute, ({ ctx, body }) => createToken({ ctx, input: body }));
