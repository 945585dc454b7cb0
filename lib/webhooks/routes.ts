import { defineRoute } from "@/lib/http/contract";
import {
  createWebhookInput,
  deliveryDetailSchema,
  deliveryIdParams,
  deliveryListSchema,
  listDeliveriesQuery,
  listWebhooksQuery,
  resendFailedInput,
  resumeWebhookInput,
  resendFailedResult,
  statsQuery,
  statsSchema,
  testWebhookInput,
  updateWebhookInput,
  webhookIdParams,
  webhookListSchema,
  webhookSchema,
  webhookSecretSchema,
} from "./schemas";

const tag = "Webhooks";
const ENVELOPE_DOC =
  "Deliveries are POSTs with a JSON body. Message events (`message.*`, `chatapp.*`, … received/sent) carry the spec's envelope " +
  "`{ id, event, timestamp, channel, contact: { id, name, phone: \"+…\" }, message: { id, text, type, direction, status, … }, conversationId }`; " +
  "every other event carries `{ id, event, timestamp, data }` where `data` is the event's payload (for contact events: `{ contact, changes? }`). " +
  "See docs/webhooks.md. Headers: `X-Service-Event`, `X-Service-Delivery-Id` (stable across retries), `X-Service-Timestamp` (Unix seconds), " +
  "`X-Service-Signature: sha256=hex(HMAC-SHA256(secret, timestamp + \".\" + rawBody))`.";

export const listWebhooksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks",
  tag,
  summary: "List webhooks with their recent success rate",
  scope: "webhooks:read",
  query: listWebhooksQuery,
  response: webhookListSchema,
});

export const createWebhookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks",
  tag,
  summary: "Register a webhook",
  description: `${ENVELOPE_DOC} The URL must be HTTPS and resolve to public addresses only.`,
  scope: "webhooks:write",
  body: createWebhookInput,
  response: webhookSchema,
});

export const getWebhookRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks/{webhookId}",
  tag,
  summary: "Get a webhook",
  scope: "webhooks:read",
  params: webhookIdParams,
  response: webhookSchema,
});

export const updateWebhookRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/webhooks/{webhookId}",
  tag,
  summary: "Update a webhook (setting status ACTIVE resets the failure count)",
  scope: "webhooks:write",
  params: webhookIdParams,
  body: updateWebhookInput,
  response: webhookSchema,
});

export const deleteWebhookRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/webhooks/{webhookId}",
  tag,
  summary: "Delete a webhook and its delivery log",
  scope: "webhooks:write",
  params: webhookIdParams,
  response: webhookSchema,
});

export const getWebhookSecretRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks/{webhookId}/secret",
  tag,
  summary: "Get the signing secret that verifies deliveries",
  description: "Needs webhooks:write: a read-only token cannot learn the key.",
  scope: "webhooks:write",
  params: webhookIdParams,
  response: webhookSecretSchema,
});

export const regenerateWebhookSecretRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{webhookId}/secret/regenerate",
  tag,
  summary: "Replace the signing secret; deliveries from now on are signed with the new one",
  scope: "webhooks:write",
  params: webhookIdParams,
  response: webhookSecretSchema,
});

export const testWebhookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{webhookId}/test",
  tag,
  summary: "Send a signed sample delivery now and answer its outcome",
  description: "One attempt, no retries, whatever the webhook's status; recorded in the delivery log as a test and not counted towards auto-pause.",
  scope: "webhooks:write",
  params: webhookIdParams,
  body: testWebhookInput,
  response: deliveryDetailSchema,
});

export const pauseWebhookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{webhookId}/pause",
  tag,
  summary: "Pause deliveries",
  description: "Nothing is dropped while paused: events that match the webhook are kept as HELD deliveries (listed in its log, counted in heldDeliveries), and resuming delivers them in the order they occurred, or discards them if asked. Deliveries already queued when it pauses are held too.",
  scope: "webhooks:write",
  params: webhookIdParams,
  response: webhookSchema,
});

export const resumeWebhookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{webhookId}/resume",
  tag,
  summary: "Resume deliveries and reset the consecutive-failure count",
  description: "The events held while the webhook was paused are delivered in the order they occurred (heldDeliveries: deliver, the default), or marked DISCARDED in the log (heldDeliveries: discard). Setting status ACTIVE through an update delivers them too.",
  scope: "webhooks:write",
  params: webhookIdParams,
  body: resumeWebhookInput,
  response: webhookSchema,
});

export const listDeliveriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks/{webhookId}/deliveries",
  tag,
  summary: "The delivery log, newest first",
  scope: "webhooks:read",
  params: webhookIdParams,
  query: listDeliveriesQuery,
  response: deliveryListSchema,
});

export const getDeliveryRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}",
  tag,
  summary: "One delivery with its request body and every attempt",
  scope: "webhooks:read",
  params: deliveryIdParams,
  response: deliveryDetailSchema,
});

export const resendDeliveryRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{webhookId}/deliveries/{deliveryId}/resend",
  tag,
  summary: "Send a failed delivery again (same delivery id, a fresh retry budget)",
  description: "409 CONFLICT unless the delivery is FAILED and at most 7 days old, or when the webhook is not ACTIVE.",
  scope: "webhooks:write",
  params: deliveryIdParams,
  response: deliveryDetailSchema,
});

export const resendFailedRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webhooks/{webhookId}/resend-failed",
  tag,
  summary: "Resend every failed delivery of the last 7 days (or since a given time)",
  description: "409 CONFLICT when the webhook is not ACTIVE.",
  scope: "webhooks:write",
  params: webhookIdParams,
  body: resendFailedInput,
  response: resendFailedResult,
});

export const webhookStatsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks/{webhookId}/stats",
  tag,
  summary: "Deliveries per hour by outcome, for the dashboard chart",
  scope: "webhooks:read",
  params: webhookIdParams,
  query: statsQuery,
  response: statsSchema,
});
