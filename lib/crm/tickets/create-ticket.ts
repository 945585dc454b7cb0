import "server-only";
import type { z } from "zod";
import { tickets } from "@/db/schema";
import { actorUserId, withTx, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { resolveAssignee, resolveLinks } from "../links";
import { getTicket } from "./get-ticket";
import type { createTicketInput } from "./schemas";
import { getSlaPolicy } from "./sla-policy";
import { slaDueAt } from "./sla";
import { emitTicketEvents } from "./ticket-events";

/** POST /tickets: OPEN, due by the company's SLA for its priority; ticket.created in the same transaction. */
export async function createTicket({ ctx, input }: { ctx: Ctx; input: z.output<typeof createTicketInput> }) {
  return withTx(ctx, async (tctx) => {
    const links = await resolveLinks(tctx, { contactId: input.contactId, conversationId: input.conversationId });
    await resolveAssignee(tctx, input.assigneeId);
    const now = new Date();
    const id = newId("tkt");
    await tctx.tx.insert(tickets).values({
      id,
      companyId: ctx.companyId,
      contactId: links.contactId,
      conversationId: links.conversationId,
      subject: input.subject,
      description: input.description ?? null,
      priority: input.priority,
      assigneeId: input.assigneeId ?? null,
      slaDueAt: slaDueAt(now, input.priority, await getSlaPolicy({ ctx: tctx })),
      createdById: actorUserId(ctx.actor),
      createdAt: now,
      updatedAt: now,
    });
    const ticket = await getTicket({ ctx: tctx, id });
    await emitTicketEvents(tctx.tx, ctx.companyId, ticket, [{ event: "ticket.created" }]);
    return ticket;
  });
}
