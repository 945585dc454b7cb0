import { defineRoute } from "@/lib/http/contract";
import { photoappSendResultSchema } from "@/lib/channels/photoapp/messaging/send-schemas";
import { botchatSendInput } from "./send-schemas";

export const botchatSendRoute = defineRoute({
  method: "POST",
  path: "/api/v1/botchat/send",
  tag: "Botchat",
  summary: "Send a text, photo or document with an optional inline or reply keyboard",
  description:
    "Goes to the Bot API as sendMessage, sendPhoto or sendDocument (`{ chat_id, text | photo | document, caption, parse_mode, reply_markup }`). A bot may only write to customers who started a chat with it: a `to` that never wrote is 409 CONFLICT with `details.reason: \"window_closed\"`. A customer who blocked the bot is 409 `recipient_unavailable`; a platform refusal answers the mapped error with `details.messageId`.",
  scope: "messages:send",
  body: botchatSendInput,
  response: photoappSendResultSchema,
});
