import { api } from "@/lib/http/api";
import { reopenConversation } from "@/lib/conversations/change-conversation";
import { reopenConversationRoute } from "@/lib/conversations/routes";

// POST /api/v1/conversations/{conversationId}/reopen - reopen
export const POST = api(reopenConversationRoute, ({ ctx, params }) => reopenConversation({ ctx, id: params.conversationId }));
