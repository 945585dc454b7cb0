import "server-only";
import type { z } from "zod";
import { tickets } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { resolveAssignee, resolveLinks } from "../links";
import { getTicket, getTicketRowOrThrow } from "./get-ticket";
import type { updateTicketInput } from "./schemas";
import { getSlaPolicy } from "./sla-policy";
import { slaDueAt } from "./sla";
import { emitTicketEvents } from "./ticket-events";
import { canMoveTicket, TICKET_TRANSITIONS } from "./transitions";

/**
 * PATCH /tickets/{id}: fields, assignment and status in one guarded change. A CLOSED ticket
 * is read-only and a status move outside TICKET_TRANSITIONS is refused (409 naming both);
 * ticket.assigned and ticket.status_changed commit with the change, only when it changed.
 */
export async function updateTicket({ ctx, id, input }: { ctx: Ctx; id: string; input: z.output<typeof updateTicketInput> }) {
  return withTx(ctx, async (tctx) => {
    const { t } = await getTicketRowOrThrow({ ctx: tctx, id, lock: true });
    if (t.status === "CLOSED") throw AppError.conflict("The ticket is CLOSED: a closed ticket cannot be changed", { status: t.status });
    const status = input.status ?? t.status;
    if (!canMoveTicket(t.status, status))
      throw AppError.conflict(`A ${t.status} ticket cannot move to ${status} (allowed: ${TICKET_TRANSITIONS[t.status].join(", ")})`, { status: t.status, allowed: TICKET_TRANSITIONS[t.status] });
    const links = await resolveLinks(tctx, { conversationId: input.conversationId }, { contactId: t.contactId, conversationId: t.conversationId, ticketId: null, leadId: null });
    if (input.assigneeId !== undefined) await resolveAssignee(tctx, input.assigneeId);
    const priority = input.priority ?? t.priority;
    const now = new Date();
    const moved = status !== t.status;
    await tctx.tx
      .update(tickets)
      .set({
        subject: input.subject ?? t.subject,
        description: input.description === undefined ? t.description : input.description,
        priority,
        slaDueAt: priority === t.priority ? t.slaDueAt : slaDueAt(t.createdAt, priority, await getSlaPolicy({ ctx: tctx })),
        status,
        // Reopening clears the resolution, so the SLA clock counts against the ticket again.
        resolvedAt: !moved ? t.resolvedAt : status === "RESOLVED" ? now : status === "CLOSED" ? t.resolvedAt : null,
        closedAt: moved && status === "CLOSED" ? now : t.closedAt,
        conversationId: links.conversationId,
        assigneeId: input.assigneeId === undefined ? t.assigneeId : input.assigneeId,
        updatedAt: now,
      })
      .where(byIdInCompany(tickets, tctx, id));
    const ticket = await getTicket({ ctx: tctx, id });
    const reassigned = input.assigneeId !== undefined && input.assigneeId !== t.assigneeId;
    await emitTicketEvents(tctx.tx, ctx.companyId, ticket, [
      ...(reassigned ? [{ event: "ticket.assigned" as const, previousAssigneeId: t.assigneeId }] : []),
      ...(moved ? [{ event: "ticket.status_changed" as const, previousStatus: t.status }] : []),
    ]);
    return ticket;
  });
}
