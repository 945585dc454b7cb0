import "server-only";
import { conversations, type ScheduledMessage, type ScheduledPayload } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { sagaFor } from "@/lib/messaging/port/port";
import type { PortMessage, PortSend } from "@/lib/messaging/port/types";
import type { ChannelSender } from "./types";

/** The stored payload as the port's message: a text, or a template whose values fill {{1}}, {{2}}… */
function messageOf(payload: ScheduledPayload): PortMessage {
  if (payload.kind === "text") return { kind: "text", text: payload.text };
  const components = payload.components ?? (payload.bodyVariables?.length ? [{ type: "body", parameters: payload.bodyVariables.map((v) => ({ type: "text", text: v || "-" })) }] : undefined);
  return { kind: "template", name: payload.templateName, language: payload.languageCode, ...(components && { components }) };
}

/** A message scheduled from a conversation goes out of that conversation's inbox (its number, page or bot). */
async function inboxOf(ctx: TxCtx, m: ScheduledMessage): Promise<string | null> {
  if (!m.conversationId) return null;
  const [row] = await ctx.tx.select({ inboxId: conversations.inboxId }).from(conversations).where(byIdInCompany(conversations, ctx, m.conversationId));
  return row?.inboxId ?? null;
}

const windowRefused = (err: unknown) => err instanceof AppError && (err.details?.reason === "window_requires_template" || err.details?.reason === "window_closed");

/**
 * Every channel through the port: the channel's saga queues the occurrence's message under
 * its id in the occurrence's transaction, calls the platform, settles, and after a crash says
 * what happened. A recurring text refused by the window sends its fallback template instead,
 * on a channel that has templates.
 */
export const portSender: ChannelSender = {
  async prepare(ctx, m, messageId) {
    const saga = sagaFor(m.channel);
    const send: PortSend = { channel: m.channel, inboxId: await inboxOf(ctx, m), to: m.recipientRef, messageId, message: messageOf(m.payload) };
    try {
      const queued = await ctx.tx.transaction((sp) => saga.prepare({ ...ctx, tx: sp }, send));
      return { messageId, conversationId: queued.conversationId || null, usedFallback: false, job: queued.job };
    } catch (err) {
      if (!windowRefused(err) || m.recurrence === "NONE" || !m.fallbackTemplate) throw err;
      const queued = await saga.prepare(ctx, { ...send, message: messageOf(m.fallbackTemplate) });
      return { messageId, conversationId: queued.conversationId || null, usedFallback: true, job: queued.job };
    }
  },
  perform: (ctx, m, job) => sagaFor(m.channel).perform(ctx, job),
  settle: (ctx, m, job, outcome) => sagaFor(m.channel).settle(ctx, job, outcome),
  recover: (ctx, m, send) => sagaFor(m.channel).recover(ctx, send.job ?? { messageId: send.messageId }),
};
