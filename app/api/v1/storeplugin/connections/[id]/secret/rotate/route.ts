import { rotateStoreSecret } from "@/lib/ecommerce/connections";
import { rotateStoreSecretRoute } from "@/lib/ecommerce/routes";
import { api } from "@/lib/http/api";

// POST /api/v1/storeplugin/connections/{id}/secret/rotate - replace the webhook secret
export const POST = api(rotateStoreSecretRoute, ({ ctx, params }) => rotateStoreSecret({ ctx, id: params.id }));
