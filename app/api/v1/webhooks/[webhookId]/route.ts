import { api } from "@/lib/http/api";
import { deleteWebhookRoute, getWebhookRoute, updateWebhookRoute } from "@/lib/webhooks/routes";
import { deleteWebhook, getWebhook, updateWebhook } from "@/lib/webhooks/webhook-crud";

// GET /api/v1/webhooks/{webhookId} - get a webhook
export const GET = api(getWebhookRoute, ({ ctx, params }) => getWebhook({ ctx, id: params.webhookId }));

// PUT /api/v1/webhooks/{webhookId} - update a webhook
export const PUT = api(updateWebhookRoute, ({ ctx, params, body }) => updateWebhook({ ctx, id: params.webhookId, input: body }));

// DELETE /api/v1/webhooks/{webhookId} - delete a webhook and its delivery log
export const DELETE = api(deleteWebhookRoute, ({ ctx, params }) => deleteWebhook({ ctx, id: params.webhookId }));
