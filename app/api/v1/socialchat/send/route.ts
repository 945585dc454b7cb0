import { api } from "@/lib/http/api";
import { socialchatSendRoute } from "@/lib/messaging/socialchat/routes";
import { sendSocialchatMessage } from "@/lib/messaging/socialchat/send";

export const POST = api(socialchatSendRoute, ({ ctx, body }) => sendSocialchatMessage({ ctx, input: body }));
