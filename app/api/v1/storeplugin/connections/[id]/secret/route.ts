import { revealStoreSecret } from "@/lib/ecommerce/connections";
import { revealStoreSecretRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// GET /api/v1/storeplugin/connections/{id}/secret - reveal the webhook secret (no API tokens)
export const GET = api(revealStoreSecretRoute, ({ ctx, params }) => revealStoreSecret({ ctx, id: params.id }));
