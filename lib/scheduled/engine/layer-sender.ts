import "server-only";
import { messages, type ScheduledMessage } from "@/db/schema";
import { findPlugin } from "@/lib/channels/registry";
import type { ChannelType } from "@/lib/channels/keys";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { sendOnChannel, type SendPart } from "@/lib/messaging/send-message";
import type { ChannelSender } from "./types";

/** The channel's own text message: the plug-in knows its platform's shape. */
function textPart(channel: ChannelType, text: string): SendPart {
  const plugin = findPlugin(channel);
  if (!plugin) throw AppError.conflict(`${channel} messages cannot be scheduled`, { reason: "channel_not_schedulable" });
  return plugin.textPart(text);
}

/**
 * Photoapp, socialchat, botchat and SMS through the channel layer's send (window rule, thread,
 * events), which queues, calls and settles in one go; the occurrence gives it the message id.
 * These platforms take no key of ours and echo none, so after a crash the message row decides:
 * absent, the platform was never called (send again); with the platform's id, sent; still
 * queued, the call may or may not have happened, and the occurrence fails as `interrupted`
 * rather than risk the customer receiving it twice (at most once; docs/decisions.md).
 */
export const layerSender: ChannelSender = {
  async prepare(_ctx, _m, messageId) {
    // Nothing is queued here: sendOnChannel queues under this id in its own transaction.
    return { messageId, conversationId: null, usedFallback: false, job: { messageId } };
  },
  async perform(ctx, m: ScheduledMessage, job) {
    if (m.payload.kind !== "text") return { ok: false, error: `Templates are chatapp's; ${m.channel} sends text`, reason: "template_not_supported" };
    try {
      const sent = await sendOnChannel({ ctx, input: { channel: m.channel, to: m.recipientRef, parts: [textPart(m.channel, m.payload.text)], messageId: job.messageId as string } });
      return { ok: true, platformMessageId: sent.platformMessageId };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, error: err.message, reason: (err.details?.reason as string) ?? null };
      throw err;
    }
  },
  // sendOnChannel settled the message itself.
  async settle() {},
  async recover(ctx, _m, send) {
    const [row] = await ctx.tx.select({ status: messages.status, pid: messages.platformMessageId, conversationId: messages.conversationId }).from(messages).where(byIdInCompany(messages, ctx, send.messageId ?? ""));
    if (!row) return { job: send.job ?? { messageId: send.messageId } };
    if (row.pid) return { outcome: { ok: true, platformMessageId: row.pid } };
    if (row.status === "failed") return { outcome: { ok: false, error: "The platform refused the message", reason: "platform_refused" } };
    return { outcome: { ok: false, error: "The worker stopped during the platform call; not sent again, so the customer cannot receive it twice", reason: "interrupted" } };
  },
};
