import type { TICKET_PRIORITIES } from "@/db/enums";

export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type SlaMinutes = Record<TicketPriority, number>;

/**
 * Resolution targets when a company has set none: 4 hours for URGENT, 8 for HIGH, a day for
 * NORMAL, three days for LOW (the common helpdesk defaults, on the clock, not business hours).
 */
export const DEFAULT_SLA_MINUTES: SlaMinutes = { URGENT: 240, HIGH: 480, NORMAL: 1440, LOW: 4320 };

export function slaDueAt(createdAt: Date, priority: TicketPriority, policy: SlaMinutes): Date {
  return new Date(createdAt.getTime() + policy[priority] * 60_000);
}

/** Breached: resolved after the due time, or still unresolved past it. */
export function isBreached(t: { slaDueAt: Date; resolvedAt: Date | null; closedAt: Date | null }, now = Date.now()): boolean {
  const doneAt = t.resolvedAt ?? t.closedAt;
  return (doneAt ? doneAt.getTime() : now) > t.slaDueAt.getTime();
}
