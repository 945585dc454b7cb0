import { api } from "@/lib/http/api";
import { resumeWebhookRoute } from "@/lib/webhooks/routes";
import { resumeWebhook } from "@/lib/webhooks/webhook-state";

// POST /api/v1/webhooks/{webhookId}/resume - resume deliveries
export const POST = api(resumeWebhookRoute, ({ ctx, params, body }) => resumeWebhook({ ctx, id: params.webhookId, input: body }));
