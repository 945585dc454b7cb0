import { z } from "zod";
import { isValidEventPattern } from "@/lib/events/catalog";
import { pageOf, queryDateTime, queryInt, csvList } from "@/lib/http/query";

export const WEBHOOK_STATUSES = ["ACTIVE", "PAUSED", "FAILED"] as const;
export const DELIVERY_STATUSES = ["PENDING", "RETRYING", "SUCCEEDED", "FAILED", "HELD", "DISCARDED"] as const;
export const MAX_RETRIES_LIMIT = 10;
export const DEFAULT_MAX_RETRIES = 3;
export const DEFAULT_FAILURE_THRESHOLD = 10;
export const RESEND_WINDOW_DAYS = 7;

export const webhookStatusSchema = z.enum(WEBHOOK_STATUSES, { error: "must be one of ACTIVE, PAUSED, FAILED" });
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES, { error: `must be one of ${DELIVERY_STATUSES.join(", ")}` });

const eventPattern = z
  .string({ error: "must be a string" })
  .trim()
  .refine(isValidEventPattern, {
    error: (iss) => `"${String(iss.input)}" is not an event name, "*", or a prefix wildcard of an event group such as "chatapp.*"`,
  });

// HTTPS is checked here; whether the host is public needs DNS and is checked by the verb.
const webhookUrl = z
  .string({ error: "must be a string" })
  .trim()
  .max(2048, "must be at most 2,048 characters")
  .pipe(z.url({ protocol: /^https?$/, error: "must be an absolute https URL" }))
  .meta({ description: "HTTPS, and a public address (private, loopback, link-local and cloud metadata targets are refused)", example: "https://example.com/hooks/service" });

const dotPath = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, "must be a dot-separated path such as contact.phone");

const webhookFields = {
  name: z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters"),
  url: webhookUrl,
  events: z
    .array(eventPattern, { error: "must be an array of event names" })
    .min(1, "pick at least one event")
    .max(100, "at most 100 entries")
    .transform((a) => [...new Set(a)]),
  maxRetries: z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be at least 0").max(MAX_RETRIES_LIMIT, `must be at most ${MAX_RETRIES_LIMIT}`),
  fieldExclusions: z.array(dotPath, { error: "must be an array of dot-paths" }).max(20, "at most 20 paths"),
  consecutiveFailureThreshold: z.number({ error: "must be a number" }).int("must be a whole number").min(5, "must be at least 5").max(1000, "must be at most 1000"),
};

export const createWebhookInput = z
  .object({
    ...webhookFields,
    maxRetries: webhookFields.maxRetries.default(DEFAULT_MAX_RETRIES),
    fieldExclusions: webhookFields.fieldExclusions.default([]),
    consecutiveFailureThreshold: webhookFields.consecutiveFailureThreshold.default(DEFAULT_FAILURE_THRESHOLD),
  })
  .meta({ id: "CreateWebhookInput" });
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

export const updateWebhookInput = z
  .object({
    name: webhookFields.name.optional(),
    url: webhookFields.url.optional(),
    events: webhookFields.events.optional(),
    status: webhookStatusSchema.optional(),
    maxRetries: webhookFields.maxRetries.optional(),
    fieldExclusions: webhookFields.fieldExclusions.optional(),
    consecutiveFailureThreshold: webhookFields.consecutiveFailureThreshold.optional(),
  })
  // An empty update has nothing to write (the database refuses an UPDATE without columns).
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "send at least one of name, url, events, status, maxRetries, fieldExclusions, consecutiveFailureThreshold" })
  .meta({ id: "UpdateWebhookInput" });
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

export const webhookSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    status: webhookStatusSchema,
    statusReason: z.string().nullable().meta({ description: "Why the webhook is PAUSED or FAILED (auto-pause, refused address, a person)" }),
    statusChangedAt: z.string().nullable(),
    maxRetries: z.number(),
    fieldExclusions: z.array(z.string()),
    consecutiveFailureThreshold: z.number(),
    consecutiveFailures: z.number().meta({ description: "Deliveries in a row that failed every retry (each counts once, when its retries are used up); a success resets it" }),
    failingSince: z.string().nullable().meta({ description: "When the current run of failed deliveries began; null while the last delivery succeeded" }),
    heldDeliveries: z.number().meta({ description: "Events kept while the webhook is paused (not while FAILED: its target was refused and must be fixed first); resuming delivers them in the order they occurred, or discards them when asked" }),
    lastDeliveryAt: z.string().nullable(),
    recentDeliveries: z.number().meta({ description: "Finished deliveries (succeeded or failed) of the last 24 hours, test sends excluded" }),
    recentSuccessRate: z.number().nullable().meta({ description: "Share of those that succeeded, 0 to 1; null when there were none" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Webhook" });
export type WebhookView = z.infer<typeof webhookSchema>;

export const listWebhooksQuery = z.object({
  status: csvList(webhookStatusSchema).optional(),
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(20),
});
export const webhookListSchema = pageOf(webhookSchema, "WebhookList");

export const webhookIdParams = z.object({ webhookId: z.string().min(1) });
export const deliveryIdParams = z.object({ webhookId: z.string().min(1), deliveryId: z.string().min(1) });

export const webhookSecretSchema = z
  .object({ secret: z.string().meta({ description: "Key of the HMAC-SHA256 in X-Service-Signature" }) })
  .meta({ id: "WebhookSecret" });

export const testWebhookInput = z
  .object({
    event: z
      .string()
      .trim()
      .refine((e) => e === "webhook.test" || isValidEventPattern(e) && !e.includes("*"), "must be an event name (or webhook.test)")
      .default("webhook.test")
      .meta({ description: "The event name the sample is labelled with" }),
  })
  .meta({ id: "TestWebhookInput" });

export const attemptSchema = z
  .object({
    attemptNumber: z.number(),
    startedAt: z.string(),
    requestHeaders: z.record(z.string(), z.string()),
    responseStatus: z.number().nullable(),
    responseHeaders: z.record(z.string(), z.string()).nullable(),
    responseBody: z.string().nullable().meta({ description: "The first 4 KB of the response body" }),
    durationMs: z.number(),
    error: z.string().nullable().meta({ description: "Why the attempt failed, written for people (\"connection refused: nothing is listening at that address and port\", \"timed out after 10 s: …\", \"HTTP 500 Internal Server Error\"); null when it succeeded" }),
    errorDetail: z.string().nullable().meta({ description: "The raw network or TLS error behind `error` (e.g. \"ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9\"); null when a response came back" }),
    success: z.boolean(),
  })
  .meta({ id: "WebhookDeliveryAttempt" });

export const deliverySchema = z
  .object({
    id: z.string().meta({ description: "Sent as X-Service-Delivery-Id, the same on every retry" }),
    webhookId: z.string(),
    eventId: z.string(),
    event: z.string(),
    status: deliveryStatusSchema,
    test: z.boolean(),
    attempts: z.number(),
    maxAttempts: z.number(),
    lastResponseStatus: z.number().nullable(),
    lastError: z.string().nullable(),
    latencyMs: z.number().nullable().meta({ description: "Duration of the latest attempt" }),
    nextAttemptAt: z.string().nullable(),
    firstAttemptAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
    canResend: z.boolean().meta({ description: "FAILED and created within the last 7 days" }),
  })
  .meta({ id: "WebhookDelivery" });
export type DeliveryView = z.infer<typeof deliverySchema>;

export const deliveryDetailSchema = deliverySchema
  .extend({
    requestBody: z.string().meta({ description: "The JSON body exactly as sent (after fieldExclusions)" }),
    attemptLog: z.array(attemptSchema),
  })
  .meta({ id: "WebhookDeliveryDetail" });

export const listDeliveriesQuery = z.object({
  status: csvList(deliveryStatusSchema).optional(),
  event: z.string().trim().max(100).optional().meta({ description: "Exact event name, or a prefix wildcard such as chatapp.*" }),
  from: queryDateTime.optional(),
  to: queryDateTime.optional(),
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(20),
});
export type ListDeliveriesQuery = z.infer<typeof listDeliveriesQuery>;
export const deliveryListSchema = pageOf(deliverySchema, "WebhookDeliveryList");

export const resumeWebhookInput = z
  .object({
    heldDeliveries: z
      .enum(["deliver", "discard"], { error: "must be deliver or discard" })
      .default("deliver")
      .meta({ description: "What becomes of the events kept while the webhook was paused: deliver them in the order they occurred (default), or discard them (they stay in the log as DISCARDED)" }),
  })
  .meta({ id: "ResumeWebhookInput" });
export type ResumeWebhookInput = z.infer<typeof resumeWebhookInput>;

export const resendFailedInput = z
  .object({
    since: z.iso
      .datetime({ offset: true, error: "must be an ISO 8601 date-time" })
      .optional()
      .meta({ description: "Resend failed deliveries created at or after this time; default and earliest: 7 days ago" }),
  })
  .meta({ id: "ResendFailedInput" });
export const resendFailedResult = z.object({ resent: z.number() }).meta({ id: "ResendFailedResult" });

export const statsQuery = z.object({ hours: queryInt(1, 24 * 7).default(24) });
export const statsSchema = z
  .object({
    hours: z.number(),
    buckets: z.array(
      z.object({
        hour: z.string().meta({ description: "Start of the hour, ISO UTC" }),
        succeeded: z.number(),
        failed: z.number(),
        pending: z.number().meta({ description: "PENDING or RETRYING" }),
      }),
    ),
    totals: z.object({ succeeded: z.number(), failed: z.number(), pending: z.number() }),
    successRate: z.number().nullable(),
    avgLatencyMs: z.number().nullable(),
  })
  .meta({ id: "WebhookStats" });
