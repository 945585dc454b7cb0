import { api } from "@/lib/http/api";
import { photoappMediaTemplateRoute } from "@/lib/messaging/photoapp/routes";
import { sendPhotoappMediaTemplate } from "@/lib/messaging/photoapp/send";

export const POST = api(photoappMediaTemplateRoute, ({ ctx, body }) => sendPhotoappMediaTemplate({ ctx, input: body }));
