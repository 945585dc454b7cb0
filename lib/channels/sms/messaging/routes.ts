import { defineRoute } from "@/lib/http/contract";
import { photoappSendResultSchema } from "@/lib/channels/photoapp/messaging/send-schemas";
import { smsSegmentsInput, smsSegmentsSchema, smsSendInput } from "./send-schemas";

const tag = "SMS";

export const smsSendRoute = defineRoute({
  method: "POST",
  path: "/api/v1/sms/send",
  tag,
  summary: "Send an SMS (or MMS with media URLs)",
  description:
    "Goes to the gateway's Messages API as a form (`To`, `From` = the connected number, `Body`, `MediaUrl`, `StatusCallback`); delivery and failure come back by status callback. SMS has no messaging window; a number that never texted is found or created as a contact. A number that replied STOP to the gateway is 409 `recipient_opted_out`; a number the gateway cannot text is a 400 naming `to`. The thread stores the encoding and segments the text is billed as.",
  scope: "messages:send",
  body: smsSendInput,
  response: photoappSendResultSchema,
});

export const smsSegmentsRoute = defineRoute({
  method: "POST",
  operationId: "sms.countSegments",
  path: "/api/v1/sms/segments",
  tag,
  summary: "How many SMS segments a text is billed as (GSM-7 or UCS-2)",
  description: "GSM-7 holds 160 characters in one segment and 153 per segment once split (the extension characters such as { } [ ] € count twice); any other character makes the whole text UCS-2: 70, then 67 per segment.",
  scope: "messages:send",
  body: smsSegmentsInput,
  response: smsSegmentsSchema,
});
