import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { contacts, tickets, users, type Ticket } from "@/db/schema";
import { iso } from "../filters";
import type { PresentedTicket } from "./schemas";
import { isBreached } from "./sla";

const assignee = alias(users, "assignee");

/** The select every ticket read uses: the row, its contact's and assignee's names. */
export function selectTickets(db: DbOrTx) {
  return db
    .select({ t: tickets, contactName: contacts.name, assigneeName: assignee.name })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId));
}

export type TicketRow = { t: Ticket; contactName: string; assigneeName: string | null };

export function presentTicket({ t, contactName, assigneeName }: TicketRow): PresentedTicket {
  return {
    id: t.id,
    subject: t.subject,
    description: t.description,
    priority: t.priority,
    status: t.status,
    contact: { id: t.contactId, name: contactName },
    conversationId: t.conversationId,
    assignee: t.assigneeId ? { id: t.assigneeId, name: assigneeName ?? "" } : null,
    slaDueAt: t.slaDueAt.toISOString(),
    breached: isBreached(t),
    resolvedAt: iso(t.resolvedAt),
    closedAt: iso(t.closedAt),
    createdById: t.createdById,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
