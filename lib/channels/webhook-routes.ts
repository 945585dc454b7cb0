import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { channelParams } from "./schemas";

const tag = "Channel callbacks";
const path = "/api/channels/{channel}/webhook";

export const channelVerifyRoute = defineRoute({
  method: "GET",
  path,
  tag,
  summary: "Platform verification handshake (photoapp, socialchat)",
  description: "Answers `hub.challenge` as plain text when `hub.mode` is `subscribe` and `hub.verify_token` equals PHOTOAPP_VERIFY_TOKEN or SOCIALCHAT_VERIFY_TOKEN; 403 otherwise.",
  auth: "public",
  rateLimit: false,
  params: channelParams,
  query: z.object({ "hub.mode": z.string().optional(), "hub.verify_token": z.string().optional(), "hub.challenge": z.string().max(200).optional() }),
  response: z.string(),
});

export const channelCallbackRoute = defineRoute({
  method: "POST",
  path,
  tag,
  summary: "Messaging callbacks: messages, postbacks, reactions, referrals, deliveries and reads",
  description:
    "The platform's webhook body (`object` \"instagram\" on photoapp, \"page\" on socialchat), verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with PHOTOAPP_APP_SECRET or SOCIALCHAT_APP_SECRET; 401 on mismatch). Each entry is routed to the company by its account id; idempotent on the platform message id. Stored before the answer.",
  auth: "public",
  rateLimit: false,
  params: channelParams,
  response: z.object({ received: z.number(), duplicates: z.number(), statuses: z.number(), ignored: z.number(), unrouted: z.number() }),
});
