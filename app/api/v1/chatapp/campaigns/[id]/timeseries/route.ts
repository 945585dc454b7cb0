import { api } from "@/lib/http/api";
import { timeseriesRoute } from "@/lib/campaigns/routes";
import { campaignTimeseries } from "@/lib/campaigns/timeseries";

// GET /api/v1/chatapp/campaigns/{id}/timeseries - deliveries over time
export const GET = api(timeseriesRoute, ({ ctx, params, query }) => campaignTimeseries({ ctx, id: params.id, query }));
