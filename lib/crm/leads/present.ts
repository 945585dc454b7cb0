import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { contacts, leads, users, type Lead } from "@/db/schema";
import { iso } from "../filters";
import type { PresentedLead } from "./schemas";

const assignee = alias(users, "assignee");

export function selectLeads(db: DbOrTx) {
  return db
    .select({ l: leads, contactName: contacts.name, assigneeName: assignee.name })
    .from(leads)
    .innerJoin(contacts, eq(contacts.id, leads.contactId))
    .leftJoin(assignee, eq(assignee.id, leads.assigneeId));
}

export type LeadRow = { l: Lead; contactName: string; assigneeName: string | null };

export const leadStatusOf = (stage: Lead["stage"]) => (stage === "WON" ? "won" : stage === "LOST" ? "lost" : "open");

export function presentLead({ l, contactName, assigneeName }: LeadRow): PresentedLead {
  return {
    id: l.id,
    title: l.title,
    value: l.value === null ? null : Number(l.value),
    currency: l.currency,
    stage: l.stage,
    status: leadStatusOf(l.stage),
    source: l.source,
    lostReason: l.lostReason,
    contact: { id: l.contactId, name: contactName },
    conversationId: l.conversationId,
    assignee: l.assigneeId ? { id: l.assigneeId, name: assigneeName ?? "" } : null,
    closedAt: iso(l.closedAt),
    createdById: l.createdById,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}
