import { api } from "@/lib/http/api";
import { photoappCarouselRoute } from "@/lib/messaging/photoapp/routes";
import { sendPhotoappCarousel } from "@/lib/messaging/photoapp/send";

export const POST = api(photoappCarouselRoute, ({ ctx, body }) => sendPhotoappCarousel({ ctx, input: body }));
