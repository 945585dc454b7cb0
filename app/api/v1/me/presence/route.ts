import { api } from "@/lib/http/api";
import { setMyPresence } from "@/lib/live/presence";
import { setMyPresenceRoute } from "@/lib/live/routes";

// POST /api/v1/me/presence - active, away or online
export const POST = api(setMyPresenceRoute, ({ ctx, body }) => setMyPresence({ ctx, input: body }));
