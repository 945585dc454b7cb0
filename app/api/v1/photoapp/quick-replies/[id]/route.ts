import { api } from "@/lib/http/api";
import { deleteQuickReply, getQuickReply, updateQuickReply } from "@/lib/channels/photoapp/messaging/library/quick-replies";
import { deleteQuickReplyRoute, getQuickReplyRoute, updateQuickReplyRoute } from "@/lib/channels/photoapp/messaging/library/routes";

// GET /api/v1/photoapp/quick-replies/{id} - get a quick reply
export const GET = api(getQuickReplyRoute, ({ ctx, params }) => getQuickReply({ ctx, id: params.id }));

// PUT /api/v1/photoapp/quick-replies/{id} - update a quick reply
export const PUT = api(updateQuickReplyRoute, ({ ctx, params, body }) => updateQuickReply({ ctx, id: params.id, input: body }));

// DELETE /api/v1/photoapp/quick-replies/{id} - delete a quick reply
export const DELETE = api(deleteQuickReplyRoute, ({ ctx, params }) => deleteQuickReply({ ctx, id: params.id }));
