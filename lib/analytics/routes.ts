import { defineRoute } from "@/lib/http/contract";
import {
  agentsResponse,
  channelsResponse,
  conversationsResponse,
  limitedRangeQuery,
  messagesResponse,
  rangeQuery,
  responseTimesResponse,
  statsQuery,
  summaryResponse,
  templatesResponse,
  trendsResponse,
  statsResponse,
} from "./schemas";

const tag = "Analytics";
const RANGE =
  "Range: startDate and endDate together (dates in the company's time zone, both included), or days for the trailing N days ending today (ignored when both dates are given); neither is all time. Every channel unless `channel` narrows it. Figures come from rollups folded about once a minute.";
const A = "/api/v1/chatapp/analytics";

export const analyticsStatsRoute = defineRoute({ method: "GET", operationId: "analytics.stats", path: "/api/v1/chatapp/stats", tag, scope: "analytics:read", summary: "Message and conversation totals of all time", query: statsQuery, response: statsResponse });
export const analyticsSummaryRoute = defineRoute({ method: "GET", operationId: "analytics.summary", path: `${A}/summary`, tag, scope: "analytics:read", summary: "Messages, rates, conversations and response times over a range", description: RANGE, query: rangeQuery, response: summaryResponse });
export const analyticsMessagesRoute = defineRoute({ method: "GET", operationId: "analytics.messages", path: `${A}/messages`, tag, scope: "analytics:read", summary: "Message volume per day or month", description: RANGE, query: rangeQuery, response: messagesResponse });
export const analyticsTrendsRoute = defineRoute({ method: "GET", operationId: "analytics.trends", path: `${A}/messages/trends`, tag, scope: "analytics:read", summary: "Message rates over time and against the previous period", description: RANGE, query: rangeQuery, response: trendsResponse });
export const analyticsResponseTimesRoute = defineRoute({ method: "GET", operationId: "analytics.responseTimes", path: `${A}/response-times`, tag, scope: "analytics:read", summary: "First response and resolution times: median, p90 and distribution", description: RANGE, query: rangeQuery, response: responseTimesResponse });
export const analyticsTemplatesRoute = defineRoute({ method: "GET", operationId: "analytics.templates", path: `${A}/templates`, tag, scope: "analytics:read", summary: "Template performance: sent, delivered, read, replied, failed", description: RANGE, query: limitedRangeQuery, response: templatesResponse });
export const analyticsConversationsRoute = defineRoute({ method: "GET", operationId: "analytics.conversations", path: `${A}/conversations`, tag, scope: "analytics:read", summary: "Conversations opened and resolved, and by status", description: RANGE, query: rangeQuery, response: conversationsResponse });
export const analyticsAgentsRoute = defineRoute({ method: "GET", operationId: "analytics.agents", path: `${A}/agents`, tag, scope: "analytics:read", summary: "Per agent: messages, conversations and response times", description: RANGE, query: limitedRangeQuery, response: agentsResponse });
export const analyticsChannelsRoute = defineRoute({ method: "GET", operationId: "analytics.channels", path: `${A}/channels`, tag, scope: "analytics:read", summary: "Breakdown by channel", description: RANGE, query: rangeQuery, response: channelsResponse });
