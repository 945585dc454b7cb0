import { api } from "@/lib/http/api";
import { listEventTypes } from "@/lib/events/list-event-types";
import { listEventTypesRoute } from "@/lib/events/routes";

// GET /api/v1/webhooks/events - the event catalog with groups and descriptions
export const GET = api(listEventTypesRoute, async () => listEventTypes());
