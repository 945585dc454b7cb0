import { api } from "@/lib/http/api";
import { attachTemplateMedia } from "@/lib/templates/attach-media";
import { attachTemplateMediaRoute } from "@/lib/templates/routes";

// PATCH /api/v1/chatapp/templates/{templateId}/media - attach the media sent with every send
export const PATCH = api(attachTemplateMediaRoute, ({ ctx, params, body }) => attachTemplateMedia({ ctx, id: params.templateId, input: body }));
