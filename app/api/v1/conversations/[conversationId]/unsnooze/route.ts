import { api } from "@/lib/http/api";
import { unsnoozeConversationRoute } from "@/lib/snooze/routes";
import { unsnoozeConversation } from "@/lib/snooze/snooze";

// POST /api/v1/conversations/{conversationId}/unsnooze - bring it back now
export const POST = api(unsnoozeConversationRoute, ({ ctx, params }) => unsnoozeConversation({ ctx, id: params.conversationId }));
