import "server-only";
import { scheduledMessages } from "@/db/schema";
import { actorUserId, withTx, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { companyZone, wakeEngine } from "./company-zone";
import { getScheduledMessage } from "./get-scheduled-message";
import { anchorOf, occurrenceAt } from "./recurrence";
import { checkWindowAtCreation, resolveRecipient } from "./resolve-recipient";
import type { createScheduledMessageInput } from "./schemas";
import type { z } from "zod";

/**
 * POST /scheduled-messages: the recipient resolved and, for a chatapp text, the window checked
 * (409 window_requires_template); the row is its own queue entry, due at scheduledFor.
 */
export async function createScheduledMessage({ ctx, input }: { ctx: Ctx; input: z.output<typeof createScheduledMessageInput> }) {
  return withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    const recipient = await resolveRecipient(tctx, input.channel, input.recipientRef, input.conversationId);
    await checkWindowAtCreation(tctx, input.channel, input.payload, recipient);
    const timeZone = await companyZone(tx, ctx);
    const anchorLocal = anchorOf(input.scheduledFor, timeZone);
    // The anchor is whole seconds of wall clock: the first occurrence is scheduledFor to the second.
    const first = occurrenceAt(anchorLocal, input.recurrence, timeZone, 0)!;
    const [m] = await tx
      .insert(scheduledMessages)
      .values({
        id: newId("sch"),
        companyId: ctx.companyId,
        channel: input.channel,
        recipientRef: recipient.recipientRef,
        contactId: recipient.contactId,
        conversationId: recipient.conversationId,
        payload: input.payload,
        fallbackTemplate: input.fallbackTemplate ?? null,
        recurrence: input.recurrence,
        anchorLocal,
        timeZone,
        occurrenceIndex: 0,
        occurrenceAt: first,
        nextRunAt: first,
        createdById: actorUserId(ctx.actor),
      })
      .returning();
    await wakeEngine(tx);
    return getScheduledMessage({ ctx: tctx, id: m!.id });
  });
}
