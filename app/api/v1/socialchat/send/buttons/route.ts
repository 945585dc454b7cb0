import { api } from "@/lib/http/api";
import { socialchatButtonsRoute } from "@/lib/channels/socialchat/messaging/routes";
import { sendSocialchatButtons } from "@/lib/channels/socialchat/messaging/send";

export const POST = api(socialchatButtonsRoute, ({ ctx, body }) => sendSocialchatButtons({ ctx, input: body }));
