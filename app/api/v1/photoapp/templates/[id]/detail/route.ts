import { api } from "@/lib/http/api";
import { photoappTemplateDetailRoute } from "@/lib/channels/photoapp/messaging/library/routes";
import { savedTemplateDetail } from "@/lib/channels/photoapp/messaging/library/template-detail";

// GET /api/v1/photoapp/templates/{id}/detail - a saved photoapp template with its usage
export const GET = api(photoappTemplateDetailRoute, ({ ctx, params }) => savedTemplateDetail({ ctx, id: params.id }));
