import { api } from "@/lib/http/api";
import { contactTimelineRoute } from "@/lib/contacts/routes";
import { contactTimeline } from "@/lib/contacts/timeline";

// GET /api/v1/contacts/{id}/timeline - the contact's timeline, newest first
export const GET = api(contactTimelineRoute, ({ ctx, params, query }) => contactTimeline({ ctx, id: params.id, query }));
