import { api } from "@/lib/http/api";
import { socialchatSendRoute } from "@/lib/channels/socialchat/messaging/routes";
import { sendSocialchatMessage } from "@/lib/channels/socialchat/messaging/send";

export const POST = api(socialchatSendRoute, ({ ctx, body }) => sendSocialchatMessage({ ctx, input: body }));
