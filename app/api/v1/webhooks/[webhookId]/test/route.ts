import { api } from "@/lib/http/api";
import { testWebhookRoute } from "@/lib/webhooks/routes";
import { testWebhook } from "@/lib/webhooks/test-send";

// POST /api/v1/webhooks/{webhookId}/test - send a signed sample now
export const POST = api(testWebhookRoute, ({ ctx, params, body }) => testWebhook({ ctx, webhookId: params.webhookId, event: body.event }));
