import { api } from "@/lib/http/api";
import { photoappCarouselRoute } from "@/lib/channels/photoapp/messaging/routes";
import { sendPhotoappCarousel } from "@/lib/channels/photoapp/messaging/send";

export const POST = api(photoappCarouselRoute, ({ ctx, body }) => sendPhotoappCarousel({ ctx, input: body }));
