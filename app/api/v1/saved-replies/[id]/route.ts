import { api } from "@/lib/http/api";
import { deleteSavedReplyRoute, getSavedReplyRoute, updateSavedReplyRoute } from "@/lib/saved-replies/routes";
import { deleteSavedReply, getSavedReply, updateSavedReply } from "@/lib/saved-replies/saved-replies";

// GET, PATCH, DELETE /api/v1/saved-replies/{id}
export const GET = api(getSavedReplyRoute, ({ ctx, params }) => getSavedReply({ ctx, id: params.id }));
export const PATCH = api(updateSavedReplyRoute, ({ ctx, params, body }) => updateSavedReply({ ctx, id: params.id, input: body }));
export const DELETE = api(deleteSavedReplyRoute, ({ ctx, params }) => deleteSavedReply({ ctx, id: params.id }));
