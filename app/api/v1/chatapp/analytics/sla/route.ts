import { api } from "@/lib/http/api";
import { getSlaBreaches } from "@/lib/sla/breach-analytics";
import { slaAnalyticsRoute } from "@/lib/sla/routes";

// GET /api/v1/chatapp/analytics/sla - SLA warnings and breaches by clock, agent, team and inbox
export const GET = api(slaAnalyticsRoute, ({ ctx, query }) => getSlaBreaches({ ctx, input: query }));
