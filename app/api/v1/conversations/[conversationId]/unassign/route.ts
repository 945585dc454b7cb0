import { api } from "@/lib/http/api";
import { unassignConversation } from "@/lib/conversations/change-conversation";
import { unassignConversationRoute } from "@/lib/conversations/routes";

// POST /api/v1/conversations/{conversationId}/unassign - remove the assignee
export const POST = api(unassignConversationRoute, ({ ctx, params }) => unassignConversation({ ctx, id: params.conversationId }));
