import { api } from "@/lib/http/api";
import { pauseWebhookRoute } from "@/lib/webhooks/routes";
import { pauseWebhook } from "@/lib/webhooks/webhook-state";

// POST /api/v1/webhooks/{webhookId}/pause - pause deliveries
export const POST = api(pauseWebhookRoute, ({ ctx, params }) => pauseWebhook({ ctx, id: params.webhookId }));
