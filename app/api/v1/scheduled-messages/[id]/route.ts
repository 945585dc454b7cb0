import { api } from "@/lib/http/api";
import { getScheduledMessage } from "@/lib/scheduled/get-scheduled-message";
import { getScheduledRoute, updateScheduledRoute } from "@/lib/scheduled/routes";
import { updateScheduledMessage } from "@/lib/scheduled/update-scheduled-message";

// GET /api/v1/scheduled-messages/{id} - get a scheduled message
export const GET = api(getScheduledRoute, ({ ctx, params }) => getScheduledMessage({ ctx, id: params.id }));

// PATCH /api/v1/scheduled-messages/{id} - change a pending scheduled message
export const PATCH = api(updateScheduledRoute, ({ ctx, params, body }) => updateScheduledMessage({ ctx, id: params.id, input: body }));
