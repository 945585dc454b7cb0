import "server-only";
import { messages } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { recipientFor } from "@/lib/messaging/port/recipient";
import type { PortMessage, PortOutcome, SendSaga } from "@/lib/messaging/port/types";
import type { ChatappSend, CloudMessageBody, StorageSummary } from "./messaging/cloud-types";
import { queueOutbound, type QueuedMessage } from "./messaging/send/queue-outbound";
import { prepareChatappSend } from "./messaging/send/send-message";
import { markAccepted, markFailed } from "./messaging/send/settle-outbound";
import { requireChatappConnection } from "./connection";
import { providerFor } from "./provider";
import { choicesAsList } from "./choices";
import type { ChatappProvider } from "./provider-types";

/**
 * Kept between the parts, and by callers for recovery: the shape workflow steps kept before
 * the port, so theirs recover too (scheduled occurrences kept it without `messageId`, which
 * `queued` holds).
 */
interface ChatappJob extends Record<string, unknown> {
  messageId?: string;
  inboxId?: string;
  queued: QueuedMessage;
  summary: StorageSummary;
  body: CloudMessageBody;
  bulk?: boolean;
}

/** The port's message as chatapp's typed send. */
function toChatappSend(message: PortMessage, to: string | undefined, conversationId: string | undefined): ChatappSend {
  const routed = { to: to ?? "", ...(conversationId && { conversationId }) };
  if (message.kind === "text") return { kind: "text", input: { ...routed, body: message.text } } as ChatappSend;
  if (message.kind === "choices") return choicesAsList(message, routed) as ChatappSend;
  if (message.kind === "media") return { kind: "media", input: { ...routed, mediaType: message.type, mediaUrl: message.url, ...(message.caption && message.type !== "audio" && { caption: message.caption }) } } as ChatappSend;
  return { kind: "template", input: { ...routed, templateName: message.name, languageCode: message.language, ...(message.components?.length && { components: message.components }) } } as ChatappSend;
}

const connectionFor = (ctx: Parameters<typeof requireChatappConnection>[0], job: ChatappJob) => requireChatappConnection(ctx, { inboxId: job.inboxId ?? null, conversationId: job.inboxId ? null : job.queued.conversationId });

// The provider prepare opened, kept beside the job object in memory: perform and settle of the
// same send reuse it (a recovered job, read back from JSON, looks its inbox up again).
const opened = new WeakMap<object, ChatappProvider>();
async function providerOf(ctx: Parameters<typeof requireChatappConnection>[0], job: ChatappJob): Promise<ChatappProvider> {
  return opened.get(job) ?? providerFor(await connectionFor(ctx, job), { bulk: job.bulk });
}

/**
 * Chatapp's send saga, on the port like every channel's: its own queue (contacts keyed by
 * phone, the template rule of the 24-hour window, templates' stored names) and settle (its
 * status events). The message id goes to the platform as biz_opaque_callback_data, so after a
 * crash the status callbacks tell whether the platform took it; only a message nobody heard
 * of goes again.
 */
export const chatappSaga: SendSaga = {
  async prepare(ctx, send) {
    const conn = await requireChatappConnection(ctx, { inboxId: send.inboxId, conversationId: send.conversationId });
    const prepared = await prepareChatappSend(ctx, toChatappSend(send.message, await recipientFor(ctx, send), send.conversationId ?? undefined), conn.catalogId);
    const queued = await queueOutbound(ctx, { ...prepared, messageId: send.messageId, inboxId: conn.id, ...(send.intoClosed && { intoClosed: true }) });
    const body = { ...prepared.body(queued.contact.phone), biz_opaque_callback_data: send.messageId };
    const job: ChatappJob = { messageId: send.messageId, inboxId: conn.id, queued, summary: prepared.summary, body, ...(send.bulk && { bulk: true }) };
    opened.set(job, providerFor(conn, { bulk: send.bulk }));
    return { messageId: send.messageId, messageIds: [send.messageId], conversationId: queued.conversationId, inboxId: conn.id, to: queued.contact.phone, job };
  },

  async perform(ctx, raw) {
    const job = raw as ChatappJob;
    try {
      const provider = await providerOf(ctx, job);
      const { platformMessageId } = await provider.sendMessage(job.body);
      return { ok: true, platformMessageId };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, error: err.message, reason: (err.details?.reason as string | undefined) ?? "no_connection", retryable: false };
      const e = CloudApiError.fromGraph(err);
      return { ok: false, error: `The platform refused the message: ${e.message}`, reason: "platform_refused", code: e.code ?? undefined, retryable: e.retryable, refusal: e };
    }
  },

  async settle(ctx, raw, outcome: PortOutcome) {
    const job = raw as ChatappJob;
    if (outcome.ok) return markAccepted(ctx, job.queued, job.summary, outcome.platformMessageId, await providerOf(ctx, job));
    const e = outcome.refusal;
    await markFailed(ctx, job.queued, job.summary, e ? { code: e.code ?? undefined, title: e.message, message: e.details ?? e.message } : { code: outcome.code, message: outcome.error });
  },

  // A platform id on the row came from a status callback: the send went, and settling it is still to do.
  async recover(ctx, raw) {
    const job = raw as ChatappJob;
    const [row] = await ctx.tx.select({ status: messages.status, pid: messages.platformMessageId }).from(messages).where(byIdInCompany(messages, ctx, job.messageId ?? job.queued.messageId));
    if (row?.pid) return { outcome: { ok: true, platformMessageId: row.pid }, settled: false };
    if (!row || row.status === "failed") return { outcome: { ok: false, error: "The platform refused the message", reason: "platform_refused", retryable: false }, settled: true };
    return { job };
  },
};
