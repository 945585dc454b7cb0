import { api } from "@/lib/http/api";
import { photoappSendRoute } from "@/lib/messaging/photoapp/routes";
import { sendPhotoappMessage } from "@/lib/messaging/photoapp/send";

export const POST = api(photoappSendRoute, ({ ctx, body }) => sendPhotoappMessage({ ctx, input: body }));
