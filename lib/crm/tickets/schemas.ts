import { z } from "zod";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "@/db/enums";
import { csvList, offsetPageOf, queryBoolean } from "@/lib/http/query";
import { assigneeFilter, atLeastOne, longText, optionalRef, paging, personSchema, refId, searchFilter, text } from "../schemas";

/** The ticket schemas: one source for validation, the OpenAPI document and the dashboard forms. */

const list = (v: readonly string[]) => v.join(", ");
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: `must be one of ${list(TICKET_STATUSES)}` });
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { error: `must be one of ${list(TICKET_PRIORITIES)}` });

export const createTicketInput = z
  .object({
    subject: text(200),
    description: longText,
    priority: ticketPrioritySchema.default("NORMAL"),
    contactId: refId("The contact the ticket is about; may be left out when conversationId is given").optional(),
    conversationId: optionalRef("A conversation of the same contact the ticket came from"),
    assigneeId: optionalRef("A user of the company"),
  })
  .meta({ id: "CreateTicketInput", description: "The ticket starts OPEN with its SLA due time from the company's policy for the priority" });
export type CreateTicketInput = z.input<typeof createTicketInput>;

export const updateTicketInput = z
  .object({
    subject: text(200).optional(),
    description: longText,
    priority: ticketPrioritySchema.optional().meta({ description: "A new priority recomputes slaDueAt from createdAt" }),
    status: ticketStatusSchema.optional().meta({ description: "OPEN -> PENDING | RESOLVED; PENDING -> OPEN | RESOLVED; RESOLVED -> OPEN | CLOSED; CLOSED is final" }),
    conversationId: optionalRef("A conversation of the ticket's contact, or null"),
    assigneeId: optionalRef("A user of the company, or null to unassign"),
  })
  .refine(atLeastOne, { error: "send at least one of subject, description, priority, status, conversationId, assigneeId" })
  .meta({ id: "UpdateTicketInput" });
export type UpdateTicketInput = z.input<typeof updateTicketInput>;

export const listTicketsQuery = z.object({
  status: csvList(ticketStatusSchema).optional().meta({ description: "One status or several, comma-separated" }),
  priority: csvList(ticketPrioritySchema).optional(),
  assigneeId: assigneeFilter,
  contactId: z.string().trim().min(1).max(64).optional(),
  conversationId: z.string().trim().min(1).max(64).optional(),
  breached: queryBoolean.optional().meta({ description: "true: only tickets past their SLA due time" }),
  search: searchFilter.meta({ description: "Part of the subject or description" }),
  ...paging,
});

export const ticketSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    description: z.string().nullable(),
    priority: ticketPrioritySchema,
    status: ticketStatusSchema,
    contact: personSchema,
    conversationId: z.string().nullable(),
    assignee: personSchema.nullable(),
    slaDueAt: z.string().meta({ description: "createdAt plus the company's resolution target for the priority" }),
    breached: z.boolean().meta({ description: "Resolved after slaDueAt, or unresolved past it" }),
    resolvedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    createdById: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Ticket" });
export type PresentedTicket = z.infer<typeof ticketSchema>;
export const ticketListSchema = offsetPageOf(ticketSchema, "TicketList");

const minutes = (p: string) => z.number({ error: "must be a number of minutes" }).int("must be whole minutes").min(5, "must be at least 5 minutes").max(525_600, "must be at most 525600 minutes (a year)").meta({ description: `Minutes to resolve a ${p} ticket` });
export const slaPolicySchema = z
  .object({ URGENT: minutes("URGENT"), HIGH: minutes("HIGH"), NORMAL: minutes("NORMAL"), LOW: minutes("LOW") })
  .meta({ id: "TicketSlaPolicy", description: "Resolution targets per priority in minutes; defaults URGENT 240, HIGH 480, NORMAL 1440, LOW 4320" });
export const slaPolicyResponse = slaPolicySchema.extend({ isDefault: z.boolean() }).meta({ id: "TicketSlaPolicyResponse" });
