import { api } from "@/lib/http/api";
import { resolveConversation } from "@/lib/conversations/change-conversation";
import { resolveConversationRoute } from "@/lib/conversations/routes";

// POST /api/v1/conversations/{conversationId}/resolve - resolve
export const POST = api(resolveConversationRoute, ({ ctx, params }) => resolveConversation({ ctx, id: params.conversationId }));
