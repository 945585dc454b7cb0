import { api } from "@/lib/http/api";
import { photoappMediaTemplateRoute } from "@/lib/channels/photoapp/messaging/routes";
import { sendPhotoappMediaTemplate } from "@/lib/channels/photoapp/messaging/send";

export const POST = api(photoappMediaTemplateRoute, ({ ctx, body }) => sendPhotoappMediaTemplate({ ctx, input: body }));
