import { api } from "@/lib/http/api";
import { photoappSendRoute } from "@/lib/channels/photoapp/messaging/routes";
import { sendPhotoappMessage } from "@/lib/channels/photoapp/messaging/send";

export const POST = api(photoappSendRoute, ({ ctx, body }) => sendPhotoappMessage({ ctx, input: body }));
