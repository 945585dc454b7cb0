import "server-only";
import { messages } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { recipientFor } from "@/lib/messaging/port/recipient";
import type { SendSaga } from "@/lib/messaging/port/types";
import { webchatInboxId } from "./inbox";
import { notifyVisitor } from "./push";
import { storeWebchatReply } from "./reply";

/** A tapped choice of the panel: the visitor message's payload (visitor-messages.ts). */
export function webchatChoiceOf(m: { type: string; content: Record<string, unknown> }): string | null {
  return m.type === "button" && typeof m.content.payload === "string" ? m.content.payload : null;
}

/** The shape workflow steps kept before the port (`to` is the visitor), so theirs recover too. */
type WebchatJob = { to: string; messageId: string; conversationId: string };

/**
 * The website chat on the port. No platform is in between: the reply is stored as sent in
 * `prepare`, so it commits with the caller's work or not at all and a crash can neither lose
 * nor repeat it; `perform` only wakes the visitor's open streams, which may happen twice.
 */
export const webchatSaga: SendSaga = {
  async prepare(ctx, send) {
    const m = send.message;
    if (m.kind !== "text" && m.kind !== "choices") throw AppError.conflict("The website chat sends text here", { reason: "media_not_supported" });
    // The website chat has one inbox; naming another one is a mistake to show, not to route around.
    const inboxId = await webchatInboxId(ctx);
    if (send.inboxId && send.inboxId !== inboxId) throw AppError.conflict("The inbox is not the company's website chat inbox", { reason: "inbox_mismatch" });
    // Choices show as buttons under the question in the panel (the survey's stars); a tap comes back as a visitor message with the choice's id.
    const choices = m.kind === "choices" ? m.choices.map((c) => ({ id: c.id, title: c.title })) : undefined;
    const sent = await storeWebchatReply(ctx, { to: await recipientFor(ctx, send), conversationId: send.conversationId ?? undefined, text: m.text }, send.messageId, { choices, intoClosed: send.intoClosed });
    const job: WebchatJob = { to: sent.visitorId, messageId: sent.messageId, conversationId: sent.conversationId };
    return { messageId: sent.messageId, messageIds: [sent.messageId], conversationId: sent.conversationId, inboxId, to: sent.visitorId, job };
  },
  async perform(ctx, raw) {
    const job = raw as WebchatJob;
    await notifyVisitor(ctx.companyId, job.to, "message");
    return { ok: true, platformMessageId: job.messageId };
  },
  async settle() {},
  // The message committed with the caller's row: it was sent; the wake-up may go again.
  async recover(ctx, raw) {
    const job = raw as WebchatJob;
    const [row] = await ctx.tx.select({ id: messages.id }).from(messages).where(byIdInCompany(messages, ctx, job.messageId));
    if (!row) return { outcome: { ok: false, error: "The reply was not stored", reason: "not_stored", retryable: false }, settled: true };
    return { job };
  },
};
