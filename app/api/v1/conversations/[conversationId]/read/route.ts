import { api } from "@/lib/http/api";
import { markConversationRead } from "@/lib/conversations/change-conversation";
import { markConversationReadRoute } from "@/lib/conversations/routes";

// POST /api/v1/conversations/{conversationId}/read - unread count to zero
export const POST = api(markConversationReadRoute, ({ ctx, params }) => markConversationRead({ ctx, id: params.conversationId }));
