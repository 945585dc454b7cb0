import { api } from "@/lib/http/api";
import { getDelivery } from "@/lib/webhooks/deliveries";
import { getDeliveryRoute } from "@/lib/webhooks/routes";

// GET /api/v1/webhooks/{webhookId}/deliveries/{deliveryId} - one delivery with every attempt
export const GET = api(getDeliveryRoute, ({ ctx, params }) => getDelivery({ ctx, webhookId: params.webhookId, deliveryId: params.deliveryId }));
