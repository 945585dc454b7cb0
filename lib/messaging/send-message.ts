import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { contactChannelIds, contacts, conversations, messages } from "@/db/schema";
import { normaliseAddress } from "@/lib/channels/address";
import { requireConnection } from "@/lib/channels/connections";
import { channelKey, CHANNEL_META, type ChannelType } from "@/lib/channels/keys";
import { findPlugin } from "@/lib/channels/registry";
import type { AcceptedSend, ChannelPlugin, SendPart, WindowState } from "@/lib/channels/types";
import { findOrCreateContact } from "@/lib/contacts/find-or-create";
import { emitConversationEvents } from "@/lib/conversations/conversation-events";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { actorUserId, withSavepoint, type Ctx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, companySql, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { PlatformError } from "@/lib/channels/platform-error";
import { settleAccepted, settleFailed, type QueuedSend } from "./settle-send";
import { upsertOpenConversation } from "./thread";

export type { SendPart } from "@/lib/channels/types";

export interface ChannelSendRequest {
  channel: ChannelType;
  /** The platform's user id (IGSID, PSID); or the conversation names the recipient. */
  to?: string;
  conversationId?: string;
  /** The inbox to send from when no conversation names one; the channel's default otherwise. */
  inboxId?: string;
  parts: SendPart[];
  /** A message tag that widens the window (HUMAN_AGENT). */
  tag?: string | null;
  /** The saved library item the send was made from (its usage ledger). */
  libraryItemId?: string;
  /** The first part's message id when the caller chose it (a scheduled occurrence's idempotency key); new otherwise. */
  messageId?: string;
}

export interface ChannelSendResult {
  messageId: string;
  platformMessageId: string;
  status: "sent";
  conversationId: string;
  /** Every platform message of the send, in order (media with a text are two). */
  messages: { messageId: string; platformMessageId: string }[];
}

type Thread = { conversationId: string; created: boolean; lastInboundAt: Date | null; contact: { id: string; name: string; phone: string | null; platformUserId: string } };

function windowRefusal(plugin: ChannelPlugin, window: WindowState, lastInboundAt: Date | null) {
  const label = CHANNEL_META[plugin.type].label;
  return AppError.conflict(`${label} allows free-form messages only within 24 hours of the customer's last message: ${window.reason}`, {
    reason: "window_closed",
    channel: channelKey(plugin.type),
    lastInboundAt: lastInboundAt?.toISOString() ?? null,
    windowExpiredAt: window.expiresAt,
  });
}

/**
 * The conversation named, which must be an open conversation of the channel with a known
 * customer id: the platform's, or the phone number on a channel keyed by phone.
 */
async function givenConversation(ctx: TxCtx, plugin: ChannelPlugin, id: string, to?: string): Promise<Thread> {
  const channel = plugin.type;
  const [row] = await ctx.tx
    .select({ c: conversations, name: contacts.name, phone: contacts.phone, email: contacts.email, ext: contactChannelIds.externalId })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(contactChannelIds, and(eq(contactChannelIds.contactId, conversations.contactId), eq(contactChannelIds.channel, channel)))
    .where(byIdInCompany(conversations, ctx, id));
  if (!row) throw AppError.notFound("Conversation");
  const key = channelKey(channel);
  if (row.c.channel !== channel) throw AppError.conflict(`The conversation is on ${channelKey(row.c.channel)}, not ${key}`, { reason: "wrong_channel" });
  if (row.c.status !== "OPEN") throw AppError.conflict(`The conversation is ${row.c.status}; reopen it to reply`, { reason: "conversation_not_open", status: row.c.status });
  const address = plugin.capabilities.addressedBy;
  const ext = row.ext ?? (address === "phone" ? row.phone : address === "email" && row.email ? normaliseAddress("email", row.email) : null);
  if (!ext) throw AppError.conflict(`The conversation's contact has no ${key} id`, { reason: "contact_without_channel_id" });
  if (to && to !== ext) throw AppError.validation([{ path: "to", message: `does not match the ${key} id of the conversation's contact`, in: "body" }]);
  return { conversationId: row.c.id, created: false, lastInboundAt: row.c.lastInboundAt, contact: { id: row.c.contactId, name: row.name, phone: row.phone, platformUserId: ext } };
}

/** The customer by their platform id: their open conversation in the inbox, or a new one inheriting the window. */
async function threadOf(ctx: TxCtx, plugin: ChannelPlugin, inboxId: string, to: string): Promise<Thread> {
  const [ident] = await ctx.tx
    .select({ contactId: contactChannelIds.contactId, name: contacts.name, phone: contacts.phone })
    .from(contactChannelIds)
    .innerJoin(contacts, eq(contacts.id, contactChannelIds.contactId))
    .where(inCompany(contactChannelIds, ctx, eq(contactChannelIds.channel, plugin.type), eq(contactChannelIds.externalId, to)));
  const address = plugin.capabilities.addressedBy;
  if (!ident && address) {
    // A channel naming people by a contact field (SMS, email) may write first: the contact with it, found or created, becomes the customer.
    const contact = await findOrCreateContact({ ctx, input: address === "phone" ? { phone: to } : { email: to }, source: plugin.type });
    await ctx.tx.insert(contactChannelIds).values({ companyId: ctx.companyId, channel: plugin.type, externalId: to, contactId: contact.id }).onConflictDoNothing();
    return threadOf(ctx, plugin, inboxId, to);
  }
  if (!ident) {
    const none = plugin.window(null);
    throw AppError.conflict(`${CHANNEL_META[plugin.type].label} user ${to} has never written to this account: ${none.reason}`, { reason: "window_closed", channel: channelKey(plugin.type), lastInboundAt: null, windowExpiredAt: null });
  }
  const conv = await upsertOpenConversation(ctx.tx, { companyId: ctx.companyId, inboxId, contactId: ident.contactId, at: new Date(), preview: null, direction: "outbound", unread: 0, channel: plugin.type });
  return { conversationId: conv.id, created: conv.created, lastInboundAt: conv.last_inbound_at ? new Date(conv.last_inbound_at) : null, contact: { id: ident.contactId, name: ident.name, phone: ident.phone, platformUserId: to } };
}

/**
 * Before the platform call, in one transaction: the recipient's conversation, the channel's
 * window rule and the message rows as queued. A refusal rolls all of it back.
 */
async function queueParts(ctx: Ctx, plugin: ChannelPlugin, inboxId: string, req: ChannelSendRequest): Promise<{ queued: QueuedSend[]; window: WindowState }> {
  return withSavepoint(ctx, async (tctx) => {
    if (!req.to && !req.conversationId) throw AppError.validation([{ path: "to", message: "is required (or give conversationId)", in: "body" }]);
    const thread = req.conversationId ? await givenConversation(tctx, plugin, req.conversationId, req.to) : await threadOf(tctx, plugin, inboxId, req.to!);
    const window = plugin.window(thread.lastInboundAt, { tag: req.tag });
    if (!window.open) throw windowRefusal(plugin, window, thread.lastInboundAt);
    const at = Date.now();
    const queued = req.parts.map((part, i): QueuedSend => ({ messageId: (i === 0 && req.messageId) || newId("msg"), conversationId: thread.conversationId, channel: plugin.type, contact: thread.contact, summary: part.summary }));
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
    return { queued, window };
  });
}

/**
 * Every send on a channel of the shared layer: queue (conversation, window, rows) in one
 * transaction, call the platform outside any transaction, then record each outcome. Parts go
 * in order; when one is refused, it is failed with the platform's reason, the rest are failed
 * as not sent, and the answer is the mapped API error naming the failed message.
 */
export async function sendOnChannel({ ctx, input }: { ctx: Ctx; input: ChannelSendRequest }): Promise<ChannelSendResult> {
  const plugin = findPlugin(input.channel);
  if (!plugin) throw new Error(`${input.channel} is not on the channel layer`);
  const conn = await requireConnection(ctx, input.channel, { inboxId: input.inboxId, conversationId: input.conversationId });
  const provider = plugin.provider(conn);
  const { queued, window } = await queueParts(ctx, plugin, conn.id, input);
  const sent: ChannelSendResult["messages"] = [];
  for (const [i, q] of queued.entries()) {
    let accepted: AcceptedSend;
    try {
      accepted = await provider.send(input.parts[i].body(q.contact.platformUserId, window), { messageId: q.messageId, conversationId: q.conversationId, inboxId: conn.id });
    } catch (err) {
      const platform = PlatformError.from(err, channelKey(input.channel));
      await settleFailed(ctx, q, { code: platform.code ?? undefined, title: platform.message, message: platform.details ?? platform.message });
      for (const rest of queued.slice(i + 1)) await settleFailed(ctx, rest, { message: "Not sent: an earlier part of the same send was refused" });
      const appError = plugin.toAppError(platform);
      throw new AppError(appError.code, appError.message, { ...appError.details, messageId: q.messageId, conversationId: q.conversationId }, appError.headers);
    }
    await settleAccepted(ctx, q, accepted, provider, conn.id);
    sent.push({ messageId: q.messageId, platformMessageId: accepted.platformMessageId });
  }
  return { messageId: sent[0].messageId, platformMessageId: sent[0].platformMessageId, status: "sent", conversationId: queued[0].conversationId, messages: sent };
}
