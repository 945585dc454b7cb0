import "server-only";
import { eq, gte, lt, sql } from "drizzle-orm";
import { messages } from "@/db/schema";
import { requireConnection } from "@/lib/channels/connections";
import { channelKey, CHANNEL_META, type ChannelType } from "@/lib/channels/keys";
import { PlatformError } from "@/lib/channels/platform-error";
import { findPlugin } from "@/lib/channels/registry";
import type { AcceptedSend, ChannelPlugin, SendPart } from "@/lib/channels/types";
import { emitConversationEvents } from "@/lib/conversations/conversation-events";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { actorUserId, withSavepoint, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { companySql, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { settleAccepted, settleFailed, type QueuedSend } from "../settle-send";
import { checkSendable, givenConversation, threadOf, windowRefusal } from "./layer-thread";
import { recipientFor } from "./recipient";
import type { PortMessage, PortOutcome, PortQueued, PortSend, SendSaga } from "./types";

/** One platform message of a send, its body already made for the recipient and the window. */
type QueuedPart = QueuedSend & { body: Record<string, unknown> };

export interface LayerQueueRequest {
  to?: string;
  conversationId?: string | null;
  tag?: string | null;
  libraryItemId?: string;
  /** The first part's id when the caller chose it (its idempotency key); new otherwise. */
  messageId?: string;
  /** Into the named conversation though it is resolved (PortSend.intoClosed). */
  intoClosed?: boolean;
}

const pluginOf = (channel: ChannelType): ChannelPlugin => {
  const plugin = findPlugin(channel);
  if (!plugin) throw new Error(`${channel} is not on the channel layer`);
  return plugin;
};

/** A message as the plug-in composes it; what it cannot send is a 409 naming the kind. */
export function partsFor(plugin: ChannelPlugin, message: PortMessage): SendPart[] {
  const label = CHANNEL_META[plugin.type].label;
  if (message.kind === "text") return [plugin.textPart(message.text, { subject: message.subject })];
  if (message.kind === "media") {
    if (!plugin.mediaParts || !plugin.capabilities.sendMedia.includes(message.type)) throw AppError.conflict(`${label} does not send ${message.type} media`, { reason: "media_not_supported" });
    return plugin.mediaParts({ type: message.type, url: message.url }, message.caption);
  }
  // Choices in the channel's own form, or its text saying how to answer by writing.
  if (message.kind === "choices") return plugin.choicesParts ? plugin.choicesParts(message) : [plugin.textPart(message.fallback)];
  throw AppError.conflict(`${label} has no message templates: send a text or media`, { reason: "templates_not_supported" });
}

/**
 * Before the platform call, in the caller's transaction (a savepoint of it): the recipient's
 * conversation in the inbox, the channel's window rule and the message rows as queued, with
 * each part's platform body made now so the job is plain data. A refusal rolls all of it back.
 */
export async function queueOnLayer(ctx: Ctx, plugin: ChannelPlugin, inboxId: string, req: LayerQueueRequest, parts: SendPart[]): Promise<PortQueued & { job: { parts: QueuedPart[] } }> {
  return withSavepoint(ctx, async (tctx) => {
    if (!req.to && !req.conversationId) throw AppError.validation([{ path: "to", message: "is required (or give conversationId)", in: "body" }]);
    const thread = req.conversationId ? await givenConversation(tctx, plugin, req.conversationId, req.to, { intoClosed: req.intoClosed }) : await threadOf(tctx, plugin, inboxId, req.to!);
    const window = plugin.window(thread.lastInboundAt, { tag: req.tag });
    if (!window.open) throw windowRefusal(plugin, window, thread.lastInboundAt);
    const at = Date.now();
    const queued = parts.map(
      (part, i): QueuedPart => ({
        messageId: (i === 0 && req.messageId) || newId("msg"),
        conversationId: thread.conversationId,
        channel: plugin.type,
        contact: thread.contact,
        summary: part.summary,
        body: part.body(thread.contact.platformUserId, window),
      }),
    );
    await tctx.tx.insert(messages).values(
      queued.map((q, i) => ({
        id: q.messageId,
        companyId: ctx.companyId,
        conversationId: q.conversationId,
        contactId: q.contact.id,
        channel: plugin.type,
        direction: "outbound" as const,
        type: q.summary.type,
        text: q.summary.text,
        content: q.summary.content,
        status: "queued" as const,
        sentByUserId: actorUserId(ctx.actor),
        libraryItemId: req.libraryItemId ?? null,
        // A millisecond apart: the thread shows the parts in the order they go.
        createdAt: new Date(at + i),
      })),
    );
    const last = queued[queued.length - 1].summary.text;
    await tctx.tx.execute(sql`update conversations set last_message_preview = ${last}, last_message_at = now(), last_message_direction = 'outbound', unread_count = 0 where id = ${thread.conversationId} and ${companySql(tctx)}`);
    if (thread.created) await emitConversationEvents(tctx.tx, tctx.companyId, ["conversation.created", "conversation.opened"], await getConversationOrThrow({ ctx: tctx, id: thread.conversationId }));
    return { messageId: queued[0].messageId, messageIds: queued.map((q) => q.messageId), conversationId: thread.conversationId, inboxId, to: thread.contact.platformUserId, job: { parts: queued } };
  });
}

/** The layer's job: plain JSON (a step's input, a sends row keeps it); the message is composed when it goes. */
export interface LayerJob extends Record<string, unknown> {
  channel: ChannelType;
  inboxId: string;
  messageId: string;
  to?: string;
  conversationId?: string | null;
  message: PortMessage;
  intoClosed?: boolean;
}

/**
 * Each queued part to the platform in order, each outcome recorded in its own transaction as
 * it comes: the first refusal fails that part with the platform's reason and the rest as not
 * sent. Nothing here throws for a refusal: it is the outcome.
 */
async function callAndSettle(ctx: Ctx, plugin: ChannelPlugin, inboxId: string, parts: QueuedPart[]): Promise<PortOutcome> {
  const provider = plugin.provider(await requireConnection(ctx, plugin.type, { inboxId }));
  const accepted: AcceptedSend[] = [];
  for (const [i, part] of parts.entries()) {
    try {
      accepted.push(await provider.send(part.body, { messageId: part.messageId, conversationId: part.conversationId, inboxId }));
    } catch (err) {
      const refused = PlatformError.from(err, channelKey(plugin.type));
      await settleFailed(ctx, part, { code: refused.code ?? undefined, title: refused.message, message: refused.details ?? refused.message });
      for (const rest of parts.slice(i + 1)) await settleFailed(ctx, rest, { message: "Not sent: an earlier part of the same send was refused" });
      return { ok: false, error: refused.reason, reason: "platform_refused", code: refused.code ?? undefined, retryable: refused.retryable, refusal: refused, failedMessageId: part.messageId };
    }
    await settleAccepted(ctx, part, accepted[i], provider, inboxId);
  }
  return { ok: true, platformMessageId: accepted[0].platformMessageId, platformMessageIds: accepted.map((a) => a.platformMessageId) };
}

/** Queue in one transaction, then call and record each part: a whole send on the layer, under the caller's first message id. */
export async function runOnLayer(ctx: Ctx, plugin: ChannelPlugin, inboxId: string, req: LayerQueueRequest, parts: SendPart[]) {
  const queued = await queueOnLayer(ctx, plugin, inboxId, req, parts);
  const outcome = await callAndSettle(ctx, plugin, inboxId, queued.job.parts);
  return { queued, outcome: { ...outcome, conversationId: queued.conversationId, messageIds: queued.messageIds } };
}

/** Older jobs (workflow steps kept before the port) named a plan of text and media. */
function messageOfJob(job: LayerJob & { plan?: { text: string | null; media: { type: string; url: string } | null } }): PortMessage {
  if (job.message) return job.message;
  const plan = job.plan ?? { text: "", media: null };
  return plan.media ? { kind: "media", ...plan.media, caption: plan.text } : { kind: "text", text: plan.text ?? "" };
}

/**
 * The shared layer's send saga (every channel whose plug-in brings no saga of its own). These
 * platforms take no key of ours and echo none, so the message rows are written at `perform`,
 * immediately before the call, and each outcome is recorded as it comes; `prepare` only makes
 * the refusals the queue would make, in the caller's transaction. After a crash the first
 * message's row decides: absent, the platform was never called (perform again under the same
 * id); with the platform's id, sent; failed, refused; still queued, the call may or may not
 * have happened, and the send fails as `interrupted` rather than risk the customer receiving
 * it twice.
 */
export const layerSaga: SendSaga = {
  async prepare(ctx, send: PortSend) {
    const plugin = pluginOf(send.channel);
    const conn = await requireConnection(ctx, send.channel, { inboxId: send.inboxId ?? undefined, conversationId: send.conversationId ?? undefined });
    partsFor(plugin, send.message);
    const to = await recipientFor(ctx, send);
    await checkSendable(ctx, plugin, conn.id, { ...send, to });
    const job: LayerJob = { channel: send.channel, inboxId: conn.id, messageId: send.messageId, to, conversationId: send.conversationId ?? null, message: send.message, ...(send.intoClosed && { intoClosed: true }) };
    return { messageId: send.messageId, messageIds: [send.messageId], conversationId: send.conversationId ?? "", inboxId: conn.id, to: to ?? "", job };
  },

  async perform(ctx, raw) {
    const job = raw as LayerJob;
    const plugin = pluginOf(job.channel);
    try {
      return (await runOnLayer(ctx, plugin, job.inboxId, { to: job.to, conversationId: job.conversationId, messageId: job.messageId, intoClosed: job.intoClosed }, partsFor(plugin, messageOfJob(job)))).outcome;
    } catch (err) {
      // Refused by the queue after all (the window closed meanwhile, the inbox went): nothing was queued.
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      return { ok: false, error: err.message, reason: (err.details?.reason as string | undefined) ?? "refused", retryable: false };
    }
  },

  // Perform recorded every outcome it had; a recovered `interrupted` fails the rows still queued.
  async settle(ctx, raw, outcome) {
    if (outcome.ok || outcome.reason !== "interrupted") return;
    const job = raw as LayerJob;
    const [first] = await ctx.tx.select().from(messages).where(inCompany(messages, ctx, eq(messages.id, job.messageId)));
    if (!first) return;
    // The send's parts were queued together, a millisecond apart, after its first.
    const parts = await ctx.tx
      .select()
      .from(messages)
      .where(inCompany(messages, ctx, eq(messages.conversationId, first.conversationId), eq(messages.status, "queued"), eq(messages.direction, "outbound"), gte(messages.createdAt, first.createdAt), lt(messages.createdAt, new Date(first.createdAt.getTime() + 1000))));
    const contact = { id: first.contactId, name: "", phone: null, platformUserId: job.to ?? "" };
    for (const m of parts) await settleFailed(ctx, { messageId: m.id, conversationId: m.conversationId, channel: job.channel, contact, summary: { type: m.type, text: m.text, content: (m.content ?? {}) as Record<string, unknown> } }, { message: outcome.error });
  },

  async recover(ctx, raw) {
    const job = raw as LayerJob;
    const [row] = await ctx.tx.select({ status: messages.status, pid: messages.platformMessageId }).from(messages).where(inCompany(messages, ctx, eq(messages.id, job.messageId)));
    if (!row) return { job };
    if (row.pid) return { outcome: { ok: true, platformMessageId: row.pid }, settled: true };
    if (row.status === "failed") return { outcome: { ok: false, error: "The platform refused the message", reason: "platform_refused", retryable: false }, settled: true };
    return { outcome: { ok: false, error: "The worker stopped during the platform call; not sent again, so the customer cannot receive it twice", reason: "interrupted", retryable: false }, settled: false };
  },
};
