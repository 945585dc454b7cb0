import { api } from "@/lib/http/api";
import { closeConversation } from "@/lib/conversations/change-conversation";
import { closeConversationRoute } from "@/lib/conversations/routes";

// POST /api/v1/conversations/{conversationId}/close - close
export const POST = api(closeConversationRoute, ({ ctx, params }) => closeConversation({ ctx, id: params.conversationId }));
