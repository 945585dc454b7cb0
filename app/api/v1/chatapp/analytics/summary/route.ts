import { api } from "@/lib/http/api";
import { analyticsSummaryRoute } from "@/lib/analytics/routes";
import { getSummary } from "@/lib/analytics/get-summary";

// GET /api/v1/chatapp/analytics/summary - summary of a range
export const GET = api(analyticsSummaryRoute, ({ ctx, query }) => getSummary({ ctx, input: query }));
