import { defineRoute } from "@/lib/http/contract";
import { csatAnswerInput, csatTokenParams as tokenParams, publicSurveySchema, csatReportQuery, csatReportResponse, csatResponsesQuery, csatResponsesResponse } from "./schemas";

const tag = "Satisfaction";
const A = "/api/v1/chatapp/analytics";
const RANGE = "Surveys sent in the range (startDate and endDate, or days; neither is all time), in the company's time zone; narrowed by channel, inbox, agent and team (those of the conversation when it was resolved).";

export const csatReportRoute = defineRoute({ method: "GET", operationId: "analytics.csat", path: `${A}/csat`, tag, scope: "analytics:read", summary: "Satisfaction: answers, average, percent satisfied and response rate, by agent, team and inbox", description: RANGE, query: csatReportQuery, response: csatReportResponse });

export const csatResponsesRoute = defineRoute({ method: "GET", operationId: "analytics.csatResponses", path: `${A}/csat/responses`, tag, scope: "analytics:read", summary: "Satisfaction answers with their comments, newest first", description: RANGE, query: csatResponsesQuery, response: csatResponsesResponse });


const PUBLIC = "The customer's link (sent by email, shown by the widget): no credential; the token is the secret. Limited per address; every unknown, unsent or other token answers the same 404.";
export const getPublicSurveyRoute = defineRoute({ method: "GET", operationId: "csat.public.get", path: "/api/v1/csat/{token}", tag, auth: "public", summary: "A satisfaction survey's question, by its link's token", description: PUBLIC, params: tokenParams, response: publicSurveySchema });
export const answerPublicSurveyRoute = defineRoute({ method: "POST", operationId: "csat.public.answer", path: "/api/v1/csat/{token}", tag, auth: "public", summary: "Answer a satisfaction survey: a rating of 1 to 5 and an optional comment", description: `${PUBLIC} A second rating is a 409; a comment to a survey rated by a tap is kept.`, params: tokenParams, body: csatAnswerInput, response: publicSurveySchema });
