import "server-only";
import type { DbOrTx } from "@/db/client";
import { emitEvents, type NewEvent } from "@/lib/events/emit";
import type { PresentedTicket } from "./schemas";

type Change = { event: "ticket.created" } | { event: "ticket.assigned"; previousAssigneeId: string | null } | { event: "ticket.status_changed"; previousStatus: string };

/** ticket.* events carry the presented ticket (and what it was before), in the change's transaction. */
export async function emitTicketEvents(db: DbOrTx, companyId: string, ticket: PresentedTicket, changes: Change[]) {
  const events: NewEvent[] = changes.map(({ event, ...before }) => ({ companyId, event, payload: { ticket, ...before } }));
  await emitEvents(db, events);
}
