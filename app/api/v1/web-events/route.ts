import { api } from "@/lib/http/api";
import { createIntegration, listIntegrations } from "@/lib/web-events/integrations";
import { createIntegrationRoute, listIntegrationsRoute } from "@/lib/web-events/routes";

// GET /api/v1/web-events - list web-event integrations
export const GET = api(listIntegrationsRoute, ({ ctx, query }) => listIntegrations({ ctx, query }));

// POST /api/v1/web-events - create a web-event integration
export const POST = api(createIntegrationRoute, ({ ctx, body }) => createIntegration({ ctx, input: body }));
