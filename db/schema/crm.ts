import { sql } from "drizzle-orm";
import { index, integer, numeric, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { LEAD_STAGES, TASK_STATUSES, TICKET_PRIORITIES, TICKET_STATUSES } from "../enums";
import { id, optionalTime, timestamps } from "./columns";
import { contacts } from "./contacts";
import { conversations } from "./messaging";
import { companies, users } from "./tenancy";

export const ticketStatusEnum = pgEnum("ticket_status", TICKET_STATUSES);
export const ticketPriorityEnum = pgEnum("ticket_priority", TICKET_PRIORITIES);
export const leadStageEnum = pgEnum("lead_stage", LEAD_STAGES);
export const taskStatusEnum = pgEnum("task_status", TASK_STATUSES);

const company = () =>
  text()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
// A ticket, lead or task belongs to its contact: deleting the contact deletes them.
const contact = () =>
  text()
    .notNull()
    .references(() => contacts.id, { onDelete: "cascade" });
const conversation = () => text().references(() => conversations.id, { onDelete: "set null" });
const user = () => text().references(() => users.id, { onDelete: "set null" });

/**
 * A support ticket. `slaDueAt` is fixed from createdAt and the company's policy for the
 * priority (recomputed when the priority changes); `breached` is derived from it on read.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: id(),
    companyId: company(),
    contactId: contact(),
    conversationId: conversation(),
    subject: text().notNull(),
    description: text(),
    priority: ticketPriorityEnum().notNull().default("NORMAL"),
    status: ticketStatusEnum().notNull().default("OPEN"),
    assigneeId: user(),
    slaDueAt: optionalTime().notNull(),
    resolvedAt: optionalTime(),
    closedAt: optionalTime(),
    createdById: user(),
    ...timestamps,
  },
  (t) => [
    index("tickets_company_status_idx").on(t.companyId, t.status, t.createdAt),
    index("tickets_company_contact_idx").on(t.companyId, t.contactId),
    index("tickets_company_conversation_idx").on(t.companyId, t.conversationId).where(sql`${t.conversationId} is not null`),
    index("tickets_company_assignee_idx").on(t.companyId, t.assigneeId),
  ],
);

/** A company's resolution targets per priority, in minutes; no row means the defaults (lib/crm/tickets/sla.ts). */
export const ticketSlaPolicies = pgTable("ticket_sla_policies", {
  companyId: text()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  lowMinutes: integer().notNull(),
  normalMinutes: integer().notNull(),
  highMinutes: integer().notNull(),
  urgentMinutes: integer().notNull(),
  ...timestamps,
});

/** A sales lead: a possible deal with a contact, moving through pipeline stages to WON or LOST. */
export const leads = pgTable(
  "leads",
  {
    id: id(),
    companyId: company(),
    contactId: contact(),
    conversationId: conversation(),
    title: text().notNull(),
    // Exact decimal money; presented as a number with two decimals.
    value: numeric({ precision: 14, scale: 2 }),
    currency: text().notNull().default("USD"),
    stage: leadStageEnum().notNull().default("NEW"),
    source: text(),
    lostReason: text(),
    assigneeId: user(),
    closedAt: optionalTime(),
    createdById: user(),
    ...timestamps,
  },
  (t) => [
    index("leads_company_stage_idx").on(t.companyId, t.stage, t.createdAt),
    index("leads_company_contact_idx").on(t.companyId, t.contactId),
    index("leads_company_assignee_idx").on(t.companyId, t.assigneeId),
  ],
);

/** A to-do for a person, about a contact and optionally one of its conversations, tickets or leads. */
export const tasks = pgTable(
  "tasks",
  {
    id: id(),
    companyId: company(),
    contactId: contact(),
    conversationId: conversation(),
    ticketId: text().references(() => tickets.id, { onDelete: "set null" }),
    leadId: text().references(() => leads.id, { onDelete: "set null" }),
    title: text().notNull(),
    description: text(),
    dueAt: optionalTime(),
    status: taskStatusEnum().notNull().default("OPEN"),
    completedAt: optionalTime(),
    assigneeId: user(),
    createdById: user(),
    ...timestamps,
  },
  (t) => [
    index("tasks_company_status_due_idx").on(t.companyId, t.status, t.dueAt),
    index("tasks_company_contact_idx").on(t.companyId, t.contactId),
    index("tasks_company_assignee_idx").on(t.companyId, t.assigneeId),
    index("tasks_ticket_idx").on(t.ticketId).where(sql`${t.ticketId} is not null`),
    index("tasks_lead_idx").on(t.leadId).where(sql`${t.leadId} is not null`),
  ],
);

export type Ticket = typeof tickets.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type Task = typeof tasks.$inferSelect;
