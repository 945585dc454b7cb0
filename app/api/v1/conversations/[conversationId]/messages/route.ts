import { api } from "@/lib/http/api";
import { listMessages } from "@/lib/conversations/list-messages";
import { listConversationMessagesRoute } from "@/lib/conversations/routes";

// GET /api/v1/conversations/{conversationId}/messages - newest first, by cursor
export const GET = api(listConversationMessagesRoute, ({ ctx, params, query }) => listMessages({ ctx, conversationId: params.conversationId, query }));
