import { api } from "@/lib/http/api";
import { photoappRateLimitRoute } from "@/lib/channels/photoapp/messaging/routes";
import { photoappRateLimit } from "@/lib/channels/photoapp/messaging/rate-limit";

export const GET = api(photoappRateLimitRoute, ({ ctx }) => photoappRateLimit({ ctx }));
