import { api } from "@/lib/http/api";
import { getIntegrationSecret } from "@/lib/web-events/integrations";
import { getIntegrationSecretRoute } from "@/lib/web-events/routes";

// GET /api/v1/web-events/{id}/secret - reveal the integration secret (no API tokens)
export const GET = api(getIntegrationSecretRoute, ({ ctx, params }) => getIntegrationSecret({ ctx, id: params.id }));
