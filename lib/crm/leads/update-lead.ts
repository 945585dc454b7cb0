import "server-only";
import type { z } from "zod";
import { leads } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { resolveAssignee, resolveLinks } from "../links";
import { getLead, getLeadRowOrThrow } from "./get-lead";
import { leadStatusOf } from "./present";
import { OPEN_LEAD_STAGES, type updateLeadInput } from "./schemas";

/**
 * PATCH /leads/{id}. A WON or LOST lead is closed: the only change it takes is a stage back
 * to an open one (reopen, which may come with other fields); anything else is 409. The
 * catalog has lead.created only, so changes emit nothing.
 */
export async function updateLead({ ctx, id, input }: { ctx: Ctx; id: string; input: z.output<typeof updateLeadInput> }) {
  return withTx(ctx, async (tctx) => {
    const { l } = await getLeadRowOrThrow({ ctx: tctx, id, lock: true });
    const stage = input.stage ?? l.stage;
    const wasOpen = leadStatusOf(l.stage) === "open";
    const isOpen = leadStatusOf(stage) === "open";
    if (!wasOpen && !isOpen) throw AppError.conflict(`The lead is ${l.stage}: reopen it (stage ${OPEN_LEAD_STAGES.join(", ")}) before changing it`, { stage: l.stage });
    const links = await resolveLinks(tctx, { conversationId: input.conversationId }, { contactId: l.contactId, conversationId: l.conversationId, ticketId: null, leadId: null });
    if (input.assigneeId !== undefined) await resolveAssignee(tctx, input.assigneeId);
    await tctx.tx
      .update(leads)
      .set({
        title: input.title ?? l.title,
        value: input.value === undefined ? l.value : input.value === null ? null : input.value.toFixed(2),
        currency: input.currency ?? l.currency,
        stage,
        source: input.source === undefined ? l.source : input.source,
        lostReason: stage !== "LOST" ? null : input.lostReason === undefined ? l.lostReason : input.lostReason,
        conversationId: links.conversationId,
        assigneeId: input.assigneeId === undefined ? l.assigneeId : input.assigneeId,
        closedAt: isOpen ? null : stage === l.stage ? l.closedAt : new Date(),
        updatedAt: new Date(),
      })
      .where(byIdInCompany(leads, tctx, id));
    return getLead({ ctx: tctx, id });
  });
}
