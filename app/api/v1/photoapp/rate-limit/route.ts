import { api } from "@/lib/http/api";
import { photoappRateLimitRoute } from "@/lib/messaging/photoapp/routes";
import { photoappRateLimit } from "@/lib/messaging/photoapp/rate-limit";

export const GET = api(photoappRateLimitRoute, ({ ctx }) => photoappRateLimit({ ctx }));
