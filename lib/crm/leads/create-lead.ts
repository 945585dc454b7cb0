import "server-only";
import type { z } from "zod";
import { leads } from "@/db/schema";
import { actorUserId, withTx, type Ctx } from "@/lib/domain/context";
import { emitEvent } from "@/lib/events/emit";
import { newId } from "@/lib/ids";
import { resolveAssignee, resolveLinks } from "../links";
import { getLead } from "./get-lead";
import type { createLeadInput } from "./schemas";

/** POST /leads: lead.created (carrying the presented lead) commits with it. */
export async function createLead({ ctx, input }: { ctx: Ctx; input: z.output<typeof createLeadInput> }) {
  return withTx(ctx, async (tctx) => {
    const links = await resolveLinks(tctx, { contactId: input.contactId, conversationId: input.conversationId });
    await resolveAssignee(tctx, input.assigneeId);
    const id = newId("lead");
    const closed = input.stage === "WON" || input.stage === "LOST";
    await tctx.tx.insert(leads).values({
      id,
      companyId: ctx.companyId,
      contactId: links.contactId,
      conversationId: links.conversationId,
      title: input.title,
      value: input.value == null ? null : input.value.toFixed(2),
      currency: input.currency,
      stage: input.stage,
      source: input.source ?? null,
      lostReason: input.stage === "LOST" ? (input.lostReason ?? null) : null,
      assigneeId: input.assigneeId ?? null,
      closedAt: closed ? new Date() : null,
      createdById: actorUserId(ctx.actor),
    });
    const lead = await getLead({ ctx: tctx, id });
    await emitEvent(tctx.tx, { companyId: ctx.companyId, event: "lead.created", payload: { lead } });
    return lead;
  });
}
