import { api } from "@/lib/http/api";
import { deletePhotoappTemplateRoute, getPhotoappTemplateRoute, updatePhotoappTemplateRoute } from "@/lib/channels/photoapp/messaging/library/routes";
import { deleteSavedTemplate, getSavedTemplate, updateSavedTemplate } from "@/lib/channels/photoapp/messaging/library/saved-templates";

// GET /api/v1/photoapp/templates/{id} - get a saved photoapp template
export const GET = api(getPhotoappTemplateRoute, ({ ctx, params }) => getSavedTemplate({ ctx, id: params.id }));

// PUT /api/v1/photoapp/templates/{id} - update a saved photoapp template
export const PUT = api(updatePhotoappTemplateRoute, ({ ctx, params, body }) => updateSavedTemplate({ ctx, id: params.id, input: body }));

// DELETE /api/v1/photoapp/templates/{id} - delete a saved photoapp template
export const DELETE = api(deletePhotoappTemplateRoute, ({ ctx, params }) => deleteSavedTemplate({ ctx, id: params.id }));
