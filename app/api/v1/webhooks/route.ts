import { api } from "@/lib/http/api";
import { createWebhookRoute, listWebhooksRoute } from "@/lib/webhooks/routes";
import { createWebhook, listWebhooks } from "@/lib/webhooks/webhook-crud";

// GET /api/v1/webhooks - list webhooks with their recent success rate
export const GET = api(listWebhooksRoute, ({ ctx, query }) => listWebhooks({ ctx, query }));

// POST /api/v1/webhooks - register a webhook
export const POST = api(createWebhookRoute, ({ ctx, body }) => createWebhook({ ctx, input: body }));
