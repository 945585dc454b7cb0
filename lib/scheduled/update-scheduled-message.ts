import "server-only";
import type { z } from "zod";
import { scheduledMessages } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { wakeEngine } from "./company-zone";
import { getScheduledMessage, getScheduledRowOrThrow } from "./get-scheduled-message";
import { anchorOf, occurrenceAt } from "./recurrence";
import { checkWindowAtCreation } from "./resolve-recipient";
import type { ScheduledChannel, updateScheduledMessageInput } from "./schemas";
import { createScheduledMessageInput } from "./schemas";

/**
 * PATCH /scheduled-messages/{id}, PENDING only (a claimed message is being sent: 409). A new
 * scheduledFor starts the recurrence again from it; a new recurrence keeps the anchor and
 * recomputes the pending occurrence; a chatapp text is checked against the window again.
 */
export async function updateScheduledMessage({ ctx, id, input }: { ctx: Ctx; id: string; input: z.output<typeof updateScheduledMessageInput> }) {
  return withTx(ctx, async (tctx) => {
    const { m } = await getScheduledRowOrThrow({ ctx: tctx, id, lock: true });
    if (m.status !== "PENDING") throw AppError.conflict(`The scheduled message is ${m.status}: only a PENDING message can be changed`, { status: m.status });
    const channel = m.channel as ScheduledChannel;
    const payload = input.payload ?? m.payload;
    const recurrence = input.recurrence ?? m.recurrence;
    const fallbackTemplate = input.fallbackTemplate === undefined ? m.fallbackTemplate : input.fallbackTemplate;
    // The same cross-field rules as creation, on the merged message.
    const merged = createScheduledMessageInput.safeParse({ channel, recipientRef: m.recipientRef, scheduledFor: new Date(Date.now() + 3_600_000).toISOString(), payload, recurrence, fallbackTemplate });
    if (!merged.success) {
      const fields = merged.error.issues.filter((i) => i.path[0] !== "scheduledFor" && i.path[0] !== "recipientRef").map((i) => ({ path: i.path.join("."), message: i.message, in: "body" as const }));
      if (fields.length) throw AppError.validation(fields);
    }
    if (input.payload) await checkWindowAtCreation(tctx, channel, payload, { recipientRef: m.recipientRef, contactId: m.contactId, conversationId: m.conversationId });
    const anchorLocal = input.scheduledFor ? anchorOf(input.scheduledFor, m.timeZone) : m.anchorLocal;
    const index = input.scheduledFor || recurrence === "NONE" ? 0 : m.occurrenceIndex;
    const at = occurrenceAt(anchorLocal, recurrence, m.timeZone, index)!;
    await tctx.tx
      .update(scheduledMessages)
      .set({ payload, recurrence, fallbackTemplate, anchorLocal, occurrenceIndex: index, occurrenceAt: at, nextRunAt: at, updatedAt: new Date() })
      .where(byIdInCompany(scheduledMessages, tctx, id));
    await wakeEngine(tctx.tx);
    return getScheduledMessage({ ctx: tctx, id });
  });
}
