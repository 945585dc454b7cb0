import { api } from "@/lib/http/api";
import { cancelScheduledMessage } from "@/lib/scheduled/cancel-scheduled-message";
import { cancelScheduledRoute } from "@/lib/scheduled/routes";

// POST /api/v1/scheduled-messages/{id}/cancel - cancel a scheduled message
export const POST = api(cancelScheduledRoute, ({ ctx, params }) => cancelScheduledMessage({ ctx, id: params.id }));
