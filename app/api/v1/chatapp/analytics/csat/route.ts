import { api } from "@/lib/http/api";
import { csatReportRoute } from "@/lib/csat/routes";
import { getCsatReport } from "@/lib/csat/report";

// GET /api/v1/chatapp/analytics/csat - satisfaction by agent, team and inbox
export const GET = api(csatReportRoute, ({ ctx, query }) => getCsatReport({ ctx, input: query }));
