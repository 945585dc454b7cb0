import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { SCHEDULED_MESSAGE_STATUSES, SCHEDULED_RECURRENCES, SCHEDULED_SEND_STATUSES } from "../enums";
import { channelEnum } from "./channels";
import { createdAt, id, optionalTime, timestamps } from "./columns";
import { contacts } from "./contacts";
import { conversations } from "./messaging";
import { companies, users } from "./tenancy";

export const scheduledMessageStatusEnum = pgEnum("scheduled_message_status", SCHEDULED_MESSAGE_STATUSES);
export const scheduledRecurrenceEnum = pgEnum("scheduled_recurrence", SCHEDULED_RECURRENCES);
export const scheduledSendStatusEnum = pgEnum("scheduled_send_status", SCHEDULED_SEND_STATUSES);

/** What a scheduled message sends: the spec's text or chatapp template payload. */
export type ScheduledPayload =
  | { kind: "text"; text: string }
  | { kind: "template"; templateName: string; languageCode: string; bodyVariables?: string[]; components?: Record<string, unknown>[] };

/**
 * A message to send later, once or on a recurrence, and its own place in the queue: due when
 * `nextRunAt` has passed. The engine loop of any worker process claims due rows with FOR UPDATE
 * SKIP LOCKED and moves `nextRunAt` a lease ahead, so a killed worker's row is due again when
 * the lease passes. `occurrenceAt` is the time of the occurrence pending (what people see);
 * recurrences repeat `anchorLocal` (the wall-clock time first asked for) in `timeZone`.
 */
export const scheduledMessages = pgTable(
  "scheduled_messages",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    channel: channelEnum().notNull(),
    recipientRef: text().notNull(),
    contactId: text().references(() => contacts.id, { onDelete: "set null" }),
    conversationId: text().references(() => conversations.id, { onDelete: "set null" }),
    payload: jsonb().$type<ScheduledPayload>().notNull(),
    /** A recurring text's template for occurrences outside the chatapp window. */
    fallbackTemplate: jsonb().$type<Extract<ScheduledPayload, { kind: "template" }>>(),
    recurrence: scheduledRecurrenceEnum().notNull().default("NONE"),
    /** "2026-01-31T09:30:00": the first occurrence's wall-clock time in `timeZone`. */
    anchorLocal: text().notNull(),
    timeZone: text().notNull(),
    /** Index of the pending occurrence (0 = the first), from which `occurrenceAt` was computed. */
    occurrenceIndex: integer().notNull().default(0),
    occurrenceAt: optionalTime(),
    /** The queue column: the pending occurrence's time, or a claim's lease end. Null when nothing is left to do. */
    nextRunAt: optionalTime(),
    /** The current claim's token: every write of the claimant checks it. */
    claim: text(),
    status: scheduledMessageStatusEnum().notNull().default("PENDING"),
    sentCount: integer().notNull().default(0),
    failedCount: integer().notNull().default(0),
    lastError: text(),
    lastSentAt: optionalTime(),
    createdById: text().references(() => users.id, { onDelete: "set null" }),
    cancelledAt: optionalTime(),
    ...timestamps,
  },
  (t) => [
    index("scheduled_messages_due_idx").on(t.nextRunAt).where(sql`${t.status} in ('PENDING', 'SENDING')`),
    index("scheduled_messages_company_occurrence_idx").on(t.companyId, t.occurrenceAt, t.id),
    index("scheduled_messages_company_contact_idx").on(t.companyId, t.contactId),
  ],
);

/**
 * One occurrence's send: `(scheduledMessageId, occurrenceAt)` unique is the idempotency key, so
 * an occurrence is sent at most once whatever the workers do. Written SENDING with the queued
 * message in one transaction before the platform call; `job` holds what recovery needs.
 */
export const scheduledMessageSends = pgTable(
  "scheduled_message_sends",
  {
    id: id(),
    companyId: text().notNull(),
    scheduledMessageId: text()
      .notNull()
      .references(() => scheduledMessages.id, { onDelete: "cascade" }),
    occurrenceAt: optionalTime().notNull(),
    status: scheduledSendStatusEnum().notNull(),
    messageId: text(),
    conversationId: text(),
    usedFallback: boolean().notNull().default(false),
    /** A machine-readable reason of a failure or skip (window_requires_template, interrupted…). */
    reason: text(),
    error: text(),
    job: jsonb().$type<Record<string, unknown>>(),
    attempts: integer().notNull().default(1),
    startedAt: createdAt(),
    finishedAt: optionalTime(),
  },
  (t) => [uniqueIndex("scheduled_message_sends_occurrence_key").on(t.scheduledMessageId, t.occurrenceAt), index("scheduled_message_sends_company_idx").on(t.companyId, t.scheduledMessageId, t.occurrenceAt)],
);

export type ScheduledMessage = typeof scheduledMessages.$inferSelect;
export type ScheduledMessageSend = typeof scheduledMessageSends.$inferSelect;
