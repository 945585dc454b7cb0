import { api } from "@/lib/http/api";
import { analyticsChannelsRoute } from "@/lib/analytics/routes";
import { getChannels } from "@/lib/analytics/get-channels";

// GET /api/v1/chatapp/analytics/channels - channel breakdown
export const GET = api(analyticsChannelsRoute, ({ ctx, query }) => getChannels({ ctx, input: query }));
