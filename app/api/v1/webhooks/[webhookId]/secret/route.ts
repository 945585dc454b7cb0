import { api } from "@/lib/http/api";
import { getWebhookSecretRoute } from "@/lib/webhooks/routes";
import { getWebhookSecret } from "@/lib/webhooks/webhook-state";

// GET /api/v1/webhooks/{webhookId}/secret - the signing secret
export const GET = api(getWebhookSecretRoute, ({ ctx, params }) => getWebhookSecret({ ctx, id: params.webhookId }));
