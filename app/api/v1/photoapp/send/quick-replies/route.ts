import { api } from "@/lib/http/api";
import { photoappQuickRepliesRoute } from "@/lib/messaging/photoapp/routes";
import { sendPhotoappQuickReplies } from "@/lib/messaging/photoapp/send";

export const POST = api(photoappQuickRepliesRoute, ({ ctx, body }) => sendPhotoappQuickReplies({ ctx, input: body }));
