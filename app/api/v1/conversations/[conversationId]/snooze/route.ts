import { api } from "@/lib/http/api";
import { snoozeConversationRoute } from "@/lib/snooze/routes";
import { snoozeConversation } from "@/lib/snooze/snooze";

// POST /api/v1/conversations/{conversationId}/snooze - snooze until a time or a reply
export const POST = api(snoozeConversationRoute, ({ ctx, params, body }) => snoozeConversation({ ctx, id: params.conversationId, input: body }));
