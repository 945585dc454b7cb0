import { api } from "@/lib/http/api";
import { resendFailed } from "@/lib/webhooks/resend";
import { resendFailedRoute } from "@/lib/webhooks/routes";

// POST /api/v1/webhooks/{webhookId}/resend-failed - resend the failed deliveries of the last 7 days
export const POST = api(resendFailedRoute, ({ ctx, params, body }) => resendFailed({ ctx, webhookId: params.webhookId, since: body.since }));
