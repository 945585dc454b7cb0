import { api } from "@/lib/http/api";
import { photoappStatsRoute } from "@/lib/channels/photoapp/messaging/routes";
import { photoappStats } from "@/lib/channels/photoapp/messaging/stats";

export const GET = api(photoappStatsRoute, ({ ctx, query }) => photoappStats({ ctx, period: query.period }));
