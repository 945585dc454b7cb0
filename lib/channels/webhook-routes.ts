import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { channelParams } from "./schemas";

const tag = "Channel callbacks";
const path = "/api/channels/{channel}/webhook";

export const channelVerifyRoute = defineRoute({
  method: "GET",
  operationId: "channels.webhook.verify",
  path,
  tag,
  summary: "Platform verification handshake",
  description: "Answers `hub.challenge` as plain text when `hub.mode` is `subscribe` and `hub.verify_token` equals the channel's verify token (CHATAPP_VERIFY_TOKEN, PHOTOAPP_VERIFY_TOKEN or SOCIALCHAT_VERIFY_TOKEN); 403 otherwise.",
  auth: "public",
  rateLimit: false,
  params: channelParams,
  query: z.object({ "hub.mode": z.string().optional(), "hub.verify_token": z.string().optional(), "hub.challenge": z.string().max(200).optional() }),
  response: z.string(),
});

export const channelCallbackRoute = defineRoute({
  method: "POST",
  operationId: "channels.webhook.receive",
  path,
  tag,
  summary: "Messaging callbacks: messages, statuses and receipts, postbacks, reactions, referrals, template reviews",
  description:
    "The platform's webhook body, verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the channel's app secret: CHATAPP_APP_SECRET, PHOTOAPP_APP_SECRET or SOCIALCHAT_APP_SECRET; 401 on mismatch). chatapp: the Cloud API's `whatsapp_business_account` body, routed by `metadata.phone_number_id`, with message statuses and template status, quality and category changes; photoapp and socialchat: `object` \"instagram\" or \"page\", each entry routed by its account id. Idempotent on the platform message id; stored before the answer (chatapp: `queued` when the callback went to the durable inbox under load).",
  auth: "public",
  rateLimit: false,
  params: channelParams,
  response: z.object({
    received: z.number(),
    duplicates: z.number(),
    statuses: z.number(),
    ignored: z.number(),
    unrouted: z.number().optional().meta({ description: "photoapp, socialchat: entries for an account no company has connected (chatapp counts them as ignored)" }),
    deferred: z.number().optional().meta({ description: "chatapp: statuses for messages not stored yet, applied shortly" }),
    templates: z.number().optional().meta({ description: "chatapp: template status, quality and category changes applied" }),
    queued: z.boolean().optional().meta({ description: "chatapp: stored in the durable inbox and processed right after the answer" }),
  }),
});
