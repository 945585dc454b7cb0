import { defineRoute } from "@/lib/http/contract";
import { deletedSchema, idParams } from "../schemas";
import { createTicketInput, listTicketsQuery, slaPolicyResponse, slaPolicySchema, ticketListSchema, ticketSchema, updateTicketInput } from "./schemas";

const tag = "Tickets";
const base = "/api/v1/tickets";
const one = `${base}/{id}`;
const LINKS = "contactId, conversationId and assigneeId must be of the caller's company (else 400 naming the field); the conversation must be the contact's.";

export const listTicketsRoute = defineRoute({
  method: "GET",
  path: base,
  tag,
  summary: "List tickets",
  description: "OPEN and PENDING first, soonest SLA due time first; then the others newest first. Filters combine with AND.",
  scope: "tickets:read",
  query: listTicketsQuery,
  response: ticketListSchema,
});

export const createTicketRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Open a ticket",
  description: `The ticket starts OPEN; slaDueAt is now plus the company's resolution target for the priority (GET /api/v1/tickets/sla-policy). ${LINKS} Emits ticket.created.`,
  scope: "tickets:write",
  body: createTicketInput,
  response: ticketSchema,
});

export const getTicketRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a ticket", scope: "tickets:read", params: idParams, response: ticketSchema });

export const updateTicketRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Change, assign or move a ticket",
  description: `Status moves: OPEN -> PENDING or RESOLVED; PENDING -> OPEN or RESOLVED; RESOLVED -> OPEN (reopen) or CLOSED; CLOSED is final and read-only. Any other move, or a change to a CLOSED ticket, answers 409 CONFLICT with details.status and details.allowed. ${LINKS} Emits ticket.assigned when the assignee changes and ticket.status_changed when the status does.`,
  scope: "tickets:write",
  params: idParams,
  body: updateTicketInput,
  response: ticketSchema,
});

export const deleteTicketRoute = defineRoute({
  method: "DELETE",
  path: one,
  tag,
  summary: "Delete a ticket",
  description: "Tasks linked to it stay, without the link.",
  scope: "tickets:write",
  params: idParams,
  response: deletedSchema,
});

export const getSlaPolicyRoute = defineRoute({
  method: "GET",
  path: `${base}/sla-policy`,
  operationId: "tickets.getSlaPolicy",
  tag,
  summary: "The company's ticket resolution targets per priority",
  description: "isDefault is true while the company has not set its own (URGENT 240, HIGH 480, NORMAL 1440, LOW 4320 minutes).",
  scope: "tickets:read",
  response: slaPolicyResponse,
});

export const setSlaPolicyRoute = defineRoute({
  method: "PUT",
  path: `${base}/sla-policy`,
  operationId: "tickets.setSlaPolicy",
  tag,
  summary: "Set the company's ticket resolution targets",
  description: "Applies to tickets created, or given a new priority, from now on; existing due times stay. Company settings: people with company:write only.",
  auth: "user",
  scope: "company:write",
  body: slaPolicySchema,
  response: slaPolicyResponse,
});
