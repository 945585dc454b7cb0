import { api } from "@/lib/http/api";
import { addConversationLabels } from "@/lib/labels/conversation-labels";
import { addConversationLabelsRoute } from "@/lib/labels/routes";

// POST /api/v1/conversations/{conversationId}/labels - add labels
export const POST = api(addConversationLabelsRoute, ({ ctx, params, body }) => addConversationLabels({ ctx, id: params.conversationId, labelIds: body.labelIds }));
