import type { TICKET_STATUSES } from "@/db/enums";

export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * The helpdesk's status moves (as Zendesk and Freshdesk run them): OPEN is being worked,
 * PENDING waits on the customer, RESOLVED is solved and may be reopened, CLOSED is final
 * (history: a new issue is a new ticket). Closing goes through RESOLVED so an agent decides
 * the issue is solved before it is archived.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  OPEN: ["PENDING", "RESOLVED"],
  PENDING: ["OPEN", "RESOLVED"],
  RESOLVED: ["OPEN", "CLOSED"],
  CLOSED: [],
};

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return from === to || TICKET_TRANSITIONS[from].includes(to);
}
