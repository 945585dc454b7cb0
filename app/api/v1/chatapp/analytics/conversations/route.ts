import { api } from "@/lib/http/api";
import { analyticsConversationsRoute } from "@/lib/analytics/routes";
import { getConversations } from "@/lib/analytics/get-conversations";

// GET /api/v1/chatapp/analytics/conversations - conversations opened, resolved, by status
export const GET = api(analyticsConversationsRoute, ({ ctx, query }) => getConversations({ ctx, input: query }));
