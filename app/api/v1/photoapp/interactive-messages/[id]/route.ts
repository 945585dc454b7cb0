import { api } from "@/lib/http/api";
import { deleteInteractiveMessage, getInteractiveMessage, updateInteractiveMessage } from "@/lib/channels/photoapp/messaging/library/interactive-messages";
import { deleteInteractiveMessageRoute, getInteractiveMessageRoute, updateInteractiveMessageRoute } from "@/lib/channels/photoapp/messaging/library/routes";

// GET /api/v1/photoapp/interactive-messages/{id} - get a saved interactive message
export const GET = api(getInteractiveMessageRoute, ({ ctx, params }) => getInteractiveMessage({ ctx, id: params.id }));

// PUT /api/v1/photoapp/interactive-messages/{id} - replace a saved interactive message
export const PUT = api(updateInteractiveMessageRoute, ({ ctx, params, body }) => updateInteractiveMessage({ ctx, id: params.id, input: body }));

// DELETE /api/v1/photoapp/interactive-messages/{id} - delete a saved interactive message
export const DELETE = api(deleteInteractiveMessageRoute, ({ ctx, params }) => deleteInteractiveMessage({ ctx, id: params.id }));
