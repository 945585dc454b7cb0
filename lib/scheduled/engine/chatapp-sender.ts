import "server-only";
import { messages, type ScheduledMessage, type ScheduledPayload } from "@/db/schema";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import type { ChatappSend, CloudMessageBody, StorageSummary } from "@/lib/channels/chatapp/messaging/cloud-types";
import { queueOutbound, type QueuedMessage } from "@/lib/channels/chatapp/messaging/send/queue-outbound";
import { prepareChatappSend } from "@/lib/channels/chatapp/messaging/send/send-message";
import { markAccepted, markFailed } from "@/lib/channels/chatapp/messaging/send/settle-outbound";
import type { TxCtx } from "@/lib/domain/context";
import type { ChannelSender } from "./types";

type Job = { body: CloudMessageBody; queued: QueuedMessage; summary: StorageSummary };

function toSend(payload: ScheduledPayload, to: string): ChatappSend {
  if (payload.kind === "text") return { kind: "text", input: { to, body: payload.text } } as ChatappSend;
  const components = payload.components ?? (payload.bodyVariables?.length ? [{ type: "body", parameters: payload.bodyVariables.map((v) => ({ type: "text", text: v || "-" })) }] : undefined);
  return { kind: "template", input: { to, templateName: payload.templateName, languageCode: payload.languageCode, ...(components && { components }) } } as ChatappSend;
}

async function queue(ctx: TxCtx, m: ScheduledMessage, payload: ScheduledPayload, messageId: string) {
  // A message scheduled into a conversation goes out of that conversation's number.
  const conn = await requireChatappConnection(ctx, { conversationId: m.conversationId });
  const prepared = await prepareChatappSend(ctx, toSend(payload, m.recipientRef), conn.catalogId);
  const queued = await queueOutbound(ctx, { ...prepared, messageId, inboxId: conn.id });
  return { queued, summary: prepared.summary, body: { ...prepared.body(queued.contact.phone), biz_opaque_callback_data: messageId } };
}

/**
 * Chatapp through the inbox's own pipeline (thread, timeline, message events), split around
 * the platform call. The message id goes to the platform as biz_opaque_callback_data, so after
 * a crash the status callbacks tell whether the platform took it; only a message nobody heard
 * of goes again. The window rule is queueOutbound's: a recurring text outside it sends the
 * fallback template instead when there is one.
 */
export const chatappSender: ChannelSender = {
  async prepare(ctx, m, messageId) {
    let usedFallback = false;
    let job: Job;
    try {
      job = await queue(ctx, m, m.payload, messageId);
    } catch (err) {
      const windowClosed = err instanceof AppError && err.details?.reason === "window_requires_template";
      if (!windowClosed || m.recurrence === "NONE" || !m.fallbackTemplate) throw err;
      job = await queue(ctx, m, m.fallbackTemplate, messageId);
      usedFallback = true;
    }
    return { messageId, conversationId: job.queued.conversationId, usedFallback, job };
  },
  async perform(ctx, _m, job) {
    const { body } = job as Job;
    try {
      const provider = providerFor(await requireChatappConnection(ctx, { conversationId: (job as Job).queued.conversationId }));
      const { platformMessageId } = await provider.sendMessage(body);
      return { ok: true, platformMessageId };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, error: err.message, reason: (err.details?.reason as string) ?? null };
      const e = CloudApiError.fromGraph(err);
      return { ok: false, error: `The platform refused the message: ${e.message}`, reason: "platform_refused", code: e.code ?? undefined };
    }
  },
  async settle(ctx, job, outcome) {
    const { queued, summary } = job as Job;
    if (outcome.ok) await markAccepted(ctx, queued, summary, outcome.platformMessageId, providerFor(await requireChatappConnection(ctx, { conversationId: queued.conversationId })));
    else await markFailed(ctx, queued, summary, { code: outcome.code, message: outcome.error });
  },
  async recover(ctx, _m, send) {
    const [row] = await ctx.tx.select({ status: messages.status, pid: messages.platformMessageId }).from(messages).where(byIdInCompany(messages, ctx, send.messageId ?? ""));
    if (row?.pid) return { outcome: { ok: true, platformMessageId: row.pid } };
    if (!row || row.status === "failed") return { outcome: { ok: false, error: "The platform refused the message", reason: "platform_refused" } };
    return { job: send.job ?? {} };
  },
};
