import { api } from "@/lib/http/api";
import { csatResponsesRoute } from "@/lib/csat/routes";
import { listCsatResponses } from "@/lib/csat/list-responses";

// GET /api/v1/chatapp/analytics/csat/responses - answered surveys with their comments
export const GET = api(csatResponsesRoute, ({ ctx, query }) => listCsatResponses({ ctx, input: query }));
