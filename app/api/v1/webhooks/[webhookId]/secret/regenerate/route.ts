import { api } from "@/lib/http/api";
import { regenerateWebhookSecretRoute } from "@/lib/webhooks/routes";
import { regenerateWebhookSecret } from "@/lib/webhooks/webhook-state";

// POST /api/v1/webhooks/{webhookId}/secret/regenerate - replace the signing secret
export const POST = api(regenerateWebhookSecretRoute, ({ ctx, params }) => regenerateWebhookSecret({ ctx, id: params.webhookId }));
