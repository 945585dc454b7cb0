import { api } from "@/lib/http/api";
import { liveStreamRoute } from "@/lib/live/routes";
import { liveStream } from "@/lib/live/stream";

export const dynamic = "force-dynamic";

// GET /api/v1/live - server-sent events: what changed in the company's inbox
export const GET = api(liveStreamRoute, async ({ ctx, req }) => liveStream({ ctx, lastEventId: req.headers.get("last-event-id"), signal: req.signal }));
