import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";

const tag = "Chatapp callbacks";

export const chatappVerifyRoute = defineRoute({
  method: "GET",
  path: "/api/channels/chatapp/webhook",
  tag,
  summary: "Platform verification handshake",
  description: "Answers `hub.challenge` as plain text when `hub.mode` is `subscribe` and `hub.verify_token` equals CHATAPP_VERIFY_TOKEN; 403 otherwise.",
  auth: "public",
  rateLimit: false,
  query: z.object({ "hub.mode": z.string().optional(), "hub.verify_token": z.string().optional(), "hub.challenge": z.string().max(200).optional() }),
  response: z.string(),
});

export const chatappCallbackRoute = defineRoute({
  method: "POST",
  path: "/api/channels/chatapp/webhook",
  tag,
  summary: "Cloud API callbacks: inbound messages and statuses",
  description:
    "The platform's webhook body, verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with CHATAPP_APP_SECRET; 401 on mismatch). Routed to the company by `metadata.phone_number_id`; idempotent on the platform message id.",
  auth: "public",
  rateLimit: false,
  response: z.object({ received: z.number(), duplicates: z.number(), statuses: z.number(), deferred: z.number(), ignored: z.number(), templates: z.number(), queued: z.boolean() }),
});
