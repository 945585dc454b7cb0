import type { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { photoappSendResultSchema } from "@/lib/channels/photoapp/messaging/send-schemas";
import { socialchatButtonsInput, socialchatGenericInput, socialchatQuickRepliesInput, socialchatSendInput } from "./send-schemas";

const tag = "Socialchat";

const WINDOW_NOTE =
  "Inside the 24-hour window the body goes to the platform's Send API with `messaging_type: \"RESPONSE\"`; outside it only with `tag` (HUMAN_AGENT within 7 days of the customer's last message; ACCOUNT_UPDATE, CONFIRMED_EVENT_UPDATE or POST_PURCHASE_UPDATE for their purpose), sent as `messaging_type: \"MESSAGE_TAG\"`. Otherwise 409 CONFLICT with `details.reason: \"window_closed\"`, as for a `to` that has never written. A platform refusal answers the mapped error with `details.messageId`.";

function sendContract<B extends z.ZodType>(path: string, summary: string, body: B) {
  return defineRoute({ method: "POST", path: `/api/v1/socialchat/send${path}`, tag, summary, description: WINDOW_NOTE, scope: "messages:send", body, response: photoappSendResultSchema });
}

export const socialchatSendRoute = sendContract("", "Send a text, or media followed by its text", socialchatSendInput);
export const socialchatQuickRepliesRoute = sendContract("/quick-replies", "Send up to 13 quick replies", socialchatQuickRepliesInput);
export const socialchatButtonsRoute = sendContract("/buttons", "Send a text with up to 3 buttons (button template)", socialchatButtonsInput);
export const socialchatGenericRoute = sendContract("/generic", "Send 1 to 10 cards (generic template)", socialchatGenericInput);
