import { api } from "@/lib/http/api";
import { regenerateIntegrationSecret } from "@/lib/web-events/integrations";
import { regenerateIntegrationSecretRoute } from "@/lib/web-events/routes";

// POST /api/v1/web-events/{id}/secret/regenerate - replace the integration secret (no API tokens)
export const POST = api(regenerateIntegrationSecretRoute, ({ ctx, params }) => regenerateIntegrationSecret({ ctx, id: params.id }));
