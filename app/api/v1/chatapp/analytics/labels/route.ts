import { api } from "@/lib/http/api";
import { getLabelAnalytics } from "@/lib/labels/analytics";
import { labelAnalyticsRoute } from "@/lib/labels/routes";

// GET /api/v1/chatapp/analytics/labels - conversations per label in the range
export const GET = api(labelAnalyticsRoute, ({ ctx, query }) => getLabelAnalytics({ ctx, input: query }));
