import "server-only";
import type { ScheduledMessage, ScheduledMessageSend } from "@/db/schema";
import { occurrenceAt, occurrencesBetween } from "./recurrence";
import type { PresentedScheduledMessage, PresentedScheduledSend, ScheduledChannel } from "./schemas";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type ScheduledRow = { m: ScheduledMessage; contactName: string | null };

/** The API's view of a scheduled message; with a range, the pending occurrences inside it (the calendar). */
export function presentScheduled({ m, contactName }: ScheduledRow, range?: { from: Date; to: Date }): PresentedScheduledMessage {
  const active = m.status === "PENDING" || m.status === "SENDING";
  return {
    id: m.id,
    channel: m.channel as ScheduledChannel,
    recipientRef: m.recipientRef,
    contact: m.contactId ? { id: m.contactId, name: contactName ?? "" } : null,
    conversationId: m.conversationId,
    payload: m.payload,
    fallbackTemplate: m.fallbackTemplate ?? null,
    recurrence: m.recurrence,
    scheduledFor: occurrenceAt(m.anchorLocal, m.recurrence, m.timeZone, 0)!.toISOString(),
    localTime: m.anchorLocal,
    timeZone: m.timeZone,
    status: m.status,
    nextOccurrenceAt: active ? iso(m.occurrenceAt) : null,
    sentCount: m.sentCount,
    failedCount: m.failedCount,
    lastSentAt: iso(m.lastSentAt),
    lastError: m.lastError,
    createdById: m.createdById,
    cancelledAt: iso(m.cancelledAt),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    ...(range && {
      occurrencesInRange: active
        ? occurrencesBetween(m.anchorLocal, m.recurrence, m.timeZone, m.occurrenceIndex, range.from, range.to).map((d) => d.toISOString())
        : m.occurrenceAt && m.occurrenceAt >= range.from && m.occurrenceAt < range.to
          ? [m.occurrenceAt.toISOString()]
          : [],
    }),
  };
}

export function presentSend(s: ScheduledMessageSend): PresentedScheduledSend {
  return {
    id: s.id,
    scheduledMessageId: s.scheduledMessageId,
    occurrenceAt: s.occurrenceAt.toISOString(),
    status: s.status,
    messageId: s.messageId,
    conversationId: s.conversationId,
    usedFallback: s.usedFallback,
    reason: s.reason,
    error: s.error,
    attempts: s.attempts,
    startedAt: s.startedAt.toISOString(),
    finishedAt: iso(s.finishedAt),
  };
}
