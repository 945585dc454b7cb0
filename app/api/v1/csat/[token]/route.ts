import { publicApi } from "@/lib/http/api";
import { answerPublicSurveyRoute, getPublicSurveyRoute } from "@/lib/csat/routes";
import { answerPublicSurvey, getPublicSurvey } from "@/lib/csat/public-survey";

// GET /api/v1/csat/{token} - the public survey's question
export const GET = publicApi(getPublicSurveyRoute, ({ params }) => getPublicSurvey({ token: params.token }));

// POST /api/v1/csat/{token} - the customer's rating and comment
export const POST = publicApi(answerPublicSurveyRoute, ({ params, body }) => answerPublicSurvey({ token: params.token, input: body }));
