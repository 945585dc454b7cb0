import { api } from "@/lib/http/api";
import { createTicket } from "@/lib/crm/tickets/create-ticket";
import { listTickets } from "@/lib/crm/tickets/list-tickets";
import { createTicketRoute, listTicketsRoute } from "@/lib/crm/tickets/routes";

// GET /api/v1/tickets - list tickets
export const GET = api(listTicketsRoute, ({ ctx, query }) => listTickets({ ctx, query }));

// POST /api/v1/tickets - create a ticket
export const POST = api(createTicketRoute, ({ ctx, body }) => createTicket({ ctx, input: body }));
