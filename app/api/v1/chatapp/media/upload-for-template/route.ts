import { api } from "@/lib/http/api";
import { uploadForTemplateRoute } from "@/lib/templates/routes";
import { uploadForTemplate } from "@/lib/templates/upload-for-template";

// POST /api/v1/chatapp/media/upload-for-template - a review sample; answers a media handle
export const POST = api(uploadForTemplateRoute, ({ ctx, body }) => uploadForTemplate({ ctx, input: body }));
