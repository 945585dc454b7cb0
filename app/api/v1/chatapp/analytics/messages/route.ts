import { api } from "@/lib/http/api";
import { analyticsMessagesRoute } from "@/lib/analytics/routes";
import { getMessages } from "@/lib/analytics/get-messages";

// GET /api/v1/chatapp/analytics/messages - message volume
export const GET = api(analyticsMessagesRoute, ({ ctx, query }) => getMessages({ ctx, input: query }));
