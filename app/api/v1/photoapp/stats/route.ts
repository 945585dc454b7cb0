import { api } from "@/lib/http/api";
import { photoappStatsRoute } from "@/lib/messaging/photoapp/routes";
import { photoappStats } from "@/lib/messaging/photoapp/stats";

export const GET = api(photoappStatsRoute, ({ ctx, query }) => photoappStats({ ctx, period: query.period }));
