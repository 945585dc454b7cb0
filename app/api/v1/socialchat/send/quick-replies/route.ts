import { api } from "@/lib/http/api";
import { socialchatQuickRepliesRoute } from "@/lib/messaging/socialchat/routes";
import { sendSocialchatQuickReplies } from "@/lib/messaging/socialchat/send";

export const POST = api(socialchatQuickRepliesRoute, ({ ctx, body }) => sendSocialchatQuickReplies({ ctx, input: body }));
