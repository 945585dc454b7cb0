import { api } from "@/lib/http/api";
import { photoappButtonsRoute } from "@/lib/channels/photoapp/messaging/routes";
import { sendPhotoappButtons } from "@/lib/channels/photoapp/messaging/send";

export const POST = api(photoappButtonsRoute, ({ ctx, body }) => sendPhotoappButtons({ ctx, input: body }));
