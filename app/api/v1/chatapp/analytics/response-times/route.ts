import { api } from "@/lib/http/api";
import { analyticsResponseTimesRoute } from "@/lib/analytics/routes";
import { getResponseTimes } from "@/lib/analytics/get-response-times";

// GET /api/v1/chatapp/analytics/response-times - first response and resolution times
export const GET = api(analyticsResponseTimesRoute, ({ ctx, query }) => getResponseTimes({ ctx, input: query }));
