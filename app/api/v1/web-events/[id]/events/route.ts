import { api } from "@/lib/http/api";
import { listReceivedEvents } from "@/lib/web-events/integrations";
import { listReceivedEventsRoute } from "@/lib/web-events/routes";

// GET /api/v1/web-events/{id}/events - recent events received, with their contact match
export const GET = api(listReceivedEventsRoute, ({ ctx, params, query }) => listReceivedEvents({ ctx, id: params.id, query }));
