import { api } from "@/lib/http/api";
import { attachTemplateMedia } from "@/lib/templates/attach-media";
import { attachTemplateMediaRoute } from "@/lib/templates/routes";

// PATCH /api/v1/chatapp/templates/{template}/media - attach the media sent with every send (by id)
export const PATCH = api(attachTemplateMediaRoute, ({ ctx, params, body }) => attachTemplateMedia({ ctx, id: params.template, input: body }));
