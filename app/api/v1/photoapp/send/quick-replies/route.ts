import { api } from "@/lib/http/api";
import { photoappQuickRepliesRoute } from "@/lib/channels/photoapp/messaging/routes";
import { sendPhotoappQuickReplies } from "@/lib/channels/photoapp/messaging/send";

export const POST = api(photoappQuickRepliesRoute, ({ ctx, body }) => sendPhotoappQuickReplies({ ctx, input: body }));
