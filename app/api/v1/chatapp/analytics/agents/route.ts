import { api } from "@/lib/http/api";
import { analyticsAgentsRoute } from "@/lib/analytics/routes";
import { getAgents } from "@/lib/analytics/get-agents";

// GET /api/v1/chatapp/analytics/agents - per-agent figures
export const GET = api(analyticsAgentsRoute, ({ ctx, query }) => getAgents({ ctx, input: query }));
