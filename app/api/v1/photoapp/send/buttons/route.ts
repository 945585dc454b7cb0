import { api } from "@/lib/http/api";
import { photoappButtonsRoute } from "@/lib/messaging/photoapp/routes";
import { sendPhotoappButtons } from "@/lib/messaging/photoapp/send";

export const POST = api(photoappButtonsRoute, ({ ctx, body }) => sendPhotoappButtons({ ctx, input: body }));
