import { api } from "@/lib/http/api";
import { photoappTemplateSendRoute } from "@/lib/channels/photoapp/messaging/routes";
import { sendSavedTemplate } from "@/lib/channels/photoapp/messaging/send";

export const POST = api(photoappTemplateSendRoute, ({ ctx, params, body }) => sendSavedTemplate({ ctx, id: params.id, input: body }));
