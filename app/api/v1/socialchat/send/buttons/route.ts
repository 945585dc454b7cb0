import { api } from "@/lib/http/api";
import { socialchatButtonsRoute } from "@/lib/messaging/socialchat/routes";
import { sendSocialchatButtons } from "@/lib/messaging/socialchat/send";

export const POST = api(socialchatButtonsRoute, ({ ctx, body }) => sendSocialchatButtons({ ctx, input: body }));
