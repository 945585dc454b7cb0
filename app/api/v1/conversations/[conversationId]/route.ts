import { api } from "@/lib/http/api";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { getConversationRoute } from "@/lib/conversations/routes";

// GET /api/v1/conversations/{conversationId} - one conversation
export const GET = api(getConversationRoute, ({ ctx, params }) => getConversationOrThrow({ ctx, id: params.conversationId }));
