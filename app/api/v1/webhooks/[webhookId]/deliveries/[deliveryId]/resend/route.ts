import { api } from "@/lib/http/api";
import { resendDelivery } from "@/lib/webhooks/resend";
import { resendDeliveryRoute } from "@/lib/webhooks/routes";

// POST /api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend - send a failed delivery again
export const POST = api(resendDeliveryRoute, ({ ctx, params }) => resendDelivery({ ctx, webhookId: params.webhookId, deliveryId: params.deliveryId }));
