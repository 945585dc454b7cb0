import { api } from "@/lib/http/api";
import { photoappTemplateSendRoute } from "@/lib/messaging/photoapp/routes";
import { sendSavedTemplate } from "@/lib/messaging/photoapp/send";

export const POST = api(photoappTemplateSendRoute, ({ ctx, params, body }) => sendSavedTemplate({ ctx, id: params.id, input: body }));
