import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { EVENT_TYPES } from "@/lib/events/catalog";
import { EVENT_PAYLOADS } from "@/lib/events/payloads/registry";

/**
 * The document's `webhooks` (OpenAPI 3.1): one entry per catalog event, the body a receiver
 * gets (the envelope's `id`, `event`, `timestamp` and the event's payload schema from
 * lib/events/payloads/registry.ts) and the X-Service-* headers, so integrators can generate
 * receiver types. Entries are named by the event, and their operation ids `webhook.<event>`.
 */

const headers = z.object({
  "X-Service-Event": z.string().meta({ description: "The event name, as in the body's `event`" }),
  "X-Service-Delivery-Id": z.string().meta({ description: "The delivery's id, the same on every retry: deduplicate on it" }),
  "X-Service-Timestamp": z.string().regex(/^\d+$/).meta({ description: "Unix time in seconds; reject a timestamp more than 300 seconds from your clock" }),
  "X-Service-Signature": z
    .string()
    .regex(/^sha256=[0-9a-f]{64}$/)
    .meta({ description: "`sha256=` + hex HMAC-SHA256 of `timestamp + \".\" + raw body`, keyed with the webhook's secret (GET /api/v1/webhooks/{webhookId}/secret); compare in constant time" }),
});

function envelope(event: string, payload: z.ZodType) {
  const base = z.object({
    id: z.string().meta({ description: "The event's id, the same for every webhook it is delivered to", example: "evt_01J…" }),
    event: z.literal(event),
    timestamp: z.iso.datetime().meta({ description: "When the event happened, ISO 8601 UTC" }),
  });
  // The payload's fields sit beside id, event and timestamp (lib/webhooks/envelope.ts).
  return z.intersection(base, payload);
}

const DESCRIPTION =
  "POSTed as JSON to every ACTIVE webhook subscribed to the event (exactly, by `*`, or by a group such as `chatapp.*`). " +
  "A 200 response is success; anything else is retried after 1, 2, 4 and 8 s (up to maxRetries). " +
  "`fieldExclusions` remove dot-paths of this body before it is signed. Payloads are consistent: a contact is `{id, name, phone}` " +
  "(phone E.164 with a leading +) in every event, contact.* events carry the whole contact.";

export function registerWebhooks(registry: OpenAPIRegistry) {
  for (const e of EVENT_TYPES) {
    const entry = EVENT_PAYLOADS[e.name];
    registry.registerWebhook({
      method: "post",
      path: e.name,
      operationId: `webhook.${e.name}`,
      tags: ["Webhook events"],
      // The service calls the receiver: no credentials of ours, the X-Service-Signature proves the sender.
      security: [],
      summary: e.description,
      description: entry.emitted ? DESCRIPTION : `${DESCRIPTION}\n\nListed by the catalog for subscription; the service does not emit it yet, so its payload is not defined.`,
      request: { headers, body: { required: true, content: { "application/json": { schema: envelope(e.name, entry.schema) } } } },
      responses: {
        200: { description: "Received: the delivery succeeded" },
        default: { description: "Any other status (or no answer in 10 s) fails the attempt; it is retried" },
      },
    });
  }
}
