import { api } from "@/lib/http/api";
import { listPresence } from "@/lib/live/presence";
import { listPresenceRoute } from "@/lib/live/routes";

// GET /api/v1/presence - every member's presence
export const GET = api(listPresenceRoute, ({ ctx }) => listPresence({ ctx }));
