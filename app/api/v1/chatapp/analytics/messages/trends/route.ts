import { api } from "@/lib/http/api";
import { analyticsTrendsRoute } from "@/lib/analytics/routes";
import { getTrends } from "@/lib/analytics/get-trends";

// GET /api/v1/chatapp/analytics/messages/trends - message trends
export const GET = api(analyticsTrendsRoute, ({ ctx, query }) => getTrends({ ctx, input: query }));
