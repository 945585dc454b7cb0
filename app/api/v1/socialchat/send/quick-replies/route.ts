import { api } from "@/lib/http/api";
import { socialchatQuickRepliesRoute } from "@/lib/channels/socialchat/messaging/routes";
import { sendSocialchatQuickReplies } from "@/lib/channels/socialchat/messaging/send";

export const POST = api(socialchatQuickRepliesRoute, ({ ctx, body }) => sendSocialchatQuickReplies({ ctx, input: body }));
