import { api } from "@/lib/http/api";
import { listDeliveries } from "@/lib/webhooks/deliveries";
import { listDeliveriesRoute } from "@/lib/webhooks/routes";

// GET /api/v1/webhooks/{webhookId}/deliveries - the delivery log
export const GET = api(listDeliveriesRoute, ({ ctx, params, query }) => listDeliveries({ ctx, webhookId: params.webhookId, query }));
