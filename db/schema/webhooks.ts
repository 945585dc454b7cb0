import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { companies } from "./tenancy";

export const webhookStatusEnum = pgEnum("webhook_status", ["ACTIVE", "PAUSED", "FAILED"]);
// HELD: matched while its webhook was paused (or FAILED), kept until a person resumes (delivered
// in order) or discards it (DISCARDED, kept in the log).
export const deliveryStatusEnum = pgEnum("webhook_delivery_status", ["PENDING", "RETRYING", "SUCCEEDED", "FAILED", "HELD", "DISCARDED"]);

export const webhooks = pgTable(
  "webhooks",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    url: text().notNull(),
    events: text().array().notNull(),
    status: webhookStatusEnum().notNull().default("ACTIVE"),
    maxRetries: integer().notNull().default(3),
    fieldExclusions: text().array().notNull().default(sql`'{}'::text[]`),
    consecutiveFailureThreshold: integer().notNull().default(10),
    // Deliveries that used up their retries since the last success (each counts once).
    consecutiveFailures: integer().notNull().default(0),
    // When the current run of failures began; auto-pause also waits for it to last a while.
    failingSince: optionalTime(),
    // Why the webhook left ACTIVE (auto-pause, a refused address, a person): shown in the dashboard.
    statusReason: text(),
    statusChangedAt: optionalTime(),
    // The signing secret sealed with AES-256-GCM (lib/crypto/secret-box): it must be readable to sign.
    secretSealed: text().notNull(),
    lastDeliveryAt: optionalTime(),
    ...timestamps,
  },
  (t) => [index("webhooks_company_status_idx").on(t.companyId, t.status), index("webhooks_company_created_idx").on(t.companyId, t.createdAt, t.id)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    webhookId: text()
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: text().notNull(),
    event: text().notNull(),
    // The exact JSON text sent (after fieldExclusions), so every retry signs the same bytes.
    body: text().notNull(),
    status: deliveryStatusEnum().notNull().default("PENDING"),
    attemptCount: integer().notNull().default(0),
    // The attempt number after which the delivery is FAILED (1 + maxRetries; a resend extends it).
    maxAttempts: integer().notNull(),
    isTest: boolean().notNull().default(false),
    lastResponseStatus: integer(),
    lastError: text(),
    lastDurationMs: integer(),
    nextAttemptAt: optionalTime(),
    // When the event committed to the outbox: the start of the commit-to-first-attempt latency.
    eventOccurredAt: optionalTime().notNull(),
    firstAttemptAt: optionalTime(),
    completedAt: optionalTime(),
    ...timestamps,
  },
  (t) => [
    index("webhook_deliveries_webhook_created_idx").on(t.webhookId, t.createdAt, t.id),
    index("webhook_deliveries_webhook_status_idx").on(t.webhookId, t.status, t.createdAt),
  ],
);

export interface AttemptHeaders {
  [name: string]: string;
}

export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    companyId: text().notNull(),
    deliveryId: text()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptNumber: integer().notNull(),
    // Request headers as sent, minus nothing secret: the signature is an HMAC, never the key.
    requestHeaders: jsonb().$type<AttemptHeaders>().notNull(),
    responseStatus: integer(),
    responseHeaders: jsonb().$type<AttemptHeaders>(),
    // The first 4 KB of the response body.
    responseBody: text(),
    durationMs: integer().notNull(),
    // Why it failed, written for people ("connection refused"); the raw error beside it.
    error: text(),
    errorDetail: text(),
    startedAt: createdAt(),
  },
  (t) => [index("webhook_delivery_attempts_delivery_idx").on(t.deliveryId, t.attemptNumber)],
);

export type Webhook = typeof webhooks.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryAttempt = typeof webhookDeliveryAttempts.$inferSelect;
