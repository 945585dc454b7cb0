import { api } from "@/lib/http/api";
import { assignConversation } from "@/lib/conversations/change-conversation";
import { assignConversationRoute } from "@/lib/conversations/routes";

// POST /api/v1/conversations/{conversationId}/assign - assign to an agent, a team, or both
export const POST = api(assignConversationRoute, ({ ctx, params, body }) => assignConversation({ ctx, id: params.conversationId, agentId: body.agentId, teamId: body.teamId }));
