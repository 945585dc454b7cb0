import { api } from "@/lib/http/api";
import { conversationTypingRoute } from "@/lib/live/routes";
import { conversationTyping } from "@/lib/live/typing";

// POST /api/v1/conversations/{conversationId}/typing - you started or stopped typing
export const POST = api(conversationTypingRoute, ({ ctx, params, body }) => conversationTyping({ ctx, conversationId: params.conversationId, input: body }));
