import { api } from "@/lib/http/api";
import { removeConversationLabel } from "@/lib/labels/conversation-labels";
import { removeConversationLabelRoute } from "@/lib/labels/routes";

// DELETE /api/v1/conversations/{conversationId}/labels/{labelId} - remove a label
export const DELETE = api(removeConversationLabelRoute, ({ ctx, params }) => removeConversationLabel({ ctx, id: params.conversationId, labelId: params.labelId }));
