import { api } from "@/lib/http/api";
import { createPhotoappTemplateRoute, listPhotoappTemplatesRoute } from "@/lib/channels/photoapp/messaging/library/routes";
import { createSavedTemplate, listSavedTemplates } from "@/lib/channels/photoapp/messaging/library/saved-templates";

// GET /api/v1/photoapp/templates - list saved photoapp templates
export const GET = api(listPhotoappTemplatesRoute, ({ ctx, query }) => listSavedTemplates({ ctx, query }));

// POST /api/v1/photoapp/templates - save a photoapp template
export const POST = api(createPhotoappTemplateRoute, ({ ctx, body }) => createSavedTemplate({ ctx, input: body }));
