import { api } from "@/lib/http/api";
import { webhookStats } from "@/lib/webhooks/deliveries";
import { webhookStatsRoute } from "@/lib/webhooks/routes";

// GET /api/v1/webhooks/{webhookId}/stats - deliveries per hour by outcome
export const GET = api(webhookStatsRoute, ({ ctx, params, query }) => webhookStats({ ctx, webhookId: params.webhookId, hours: query.hours }));
