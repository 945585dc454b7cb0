import { api } from "@/lib/http/api";
import { deleteIntegration, getIntegration, updateIntegration } from "@/lib/web-events/integrations";
import { deleteIntegrationRoute, getIntegrationRoute, updateIntegrationRoute } from "@/lib/web-events/routes";

// GET /api/v1/web-events/{id} - get a web-event integration
export const GET = api(getIntegrationRoute, ({ ctx, params }) => getIntegration({ ctx, id: params.id }));

// PUT /api/v1/web-events/{id} - update a web-event integration
export const PUT = api(updateIntegrationRoute, ({ ctx, params, body }) => updateIntegration({ ctx, id: params.id, input: body }));

// DELETE /api/v1/web-events/{id} - delete an integration and its received events
export const DELETE = api(deleteIntegrationRoute, ({ ctx, params }) => deleteIntegration({ ctx, id: params.id }));
