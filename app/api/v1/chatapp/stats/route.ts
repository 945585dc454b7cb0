import { api } from "@/lib/http/api";
import { analyticsStatsRoute } from "@/lib/analytics/routes";
import { getStats } from "@/lib/analytics/get-stats";

// GET /api/v1/chatapp/stats - message and conversation totals
export const GET = api(analyticsStatsRoute, ({ ctx, query }) => getStats({ ctx, input: query }));
