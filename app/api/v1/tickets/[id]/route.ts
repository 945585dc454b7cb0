import { api } from "@/lib/http/api";
import { deleteTicket } from "@/lib/crm/tickets/delete-ticket";
import { getTicket } from "@/lib/crm/tickets/get-ticket";
import { deleteTicketRoute, getTicketRoute, updateTicketRoute } from "@/lib/crm/tickets/routes";
import { updateTicket } from "@/lib/crm/tickets/update-ticket";

// GET /api/v1/tickets/{id} - get a ticket
export const GET = api(getTicketRoute, ({ ctx, params }) => getTicket({ ctx, id: params.id }));

// PATCH /api/v1/tickets/{id} - change, assign or move a ticket
export const PATCH = api(updateTicketRoute, ({ ctx, params, body }) => updateTicket({ ctx, id: params.id, input: body }));

// DELETE /api/v1/tickets/{id} - delete a ticket
export const DELETE = api(deleteTicketRoute, ({ ctx, params }) => deleteTicket({ ctx, id: params.id }));
