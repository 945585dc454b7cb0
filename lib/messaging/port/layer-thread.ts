import "server-only";
import { and, eq, max } from "drizzle-orm";
import { contactChannelIds, contacts, conversations } from "@/db/schema";
import { normaliseAddress } from "@/lib/channels/address";
import { channelKey, CHANNEL_META } from "@/lib/channels/keys";
import type { ChannelPlugin, WindowState } from "@/lib/channels/types";
import { findOrCreateContact } from "@/lib/contacts/find-or-create";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { upsertOpenConversation } from "../thread";

function neverWrote(plugin: ChannelPlugin, to: string) {
  const none = plugin.window(null);
  return AppError.conflict(`${CHANNEL_META[plugin.type].label} user ${to} has never written to this account: ${none.reason}`, { reason: "window_closed", channel: channelKey(plugin.type), lastInboundAt: null, windowExpiredAt: null });
}

export type Thread = { conversationId: string; created: boolean; lastInboundAt: Date | null; contact: { id: string; name: string; phone: string | null; platformUserId: string } };

export function windowRefusal(plugin: ChannelPlugin, window: WindowState, lastInboundAt: Date | null) {
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
export async function givenConversation(ctx: TxCtx, plugin: ChannelPlugin, id: string, to?: string, opts: { intoClosed?: boolean } = {}): Promise<Thread> {
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
  if (row.c.status !== "OPEN" && !opts.intoClosed) throw AppError.conflict(`The conversation is ${row.c.status}; reopen it to reply`, { reason: "conversation_not_open", status: row.c.status });
  const address = plugin.capabilities.addressedBy;
  const ext = row.ext ?? (address === "phone" ? row.phone : address === "email" && row.email ? normaliseAddress("email", row.email) : null);
  if (!ext) throw AppError.conflict(`The conversation's contact has no ${key} id`, { reason: "contact_without_channel_id" });
  if (to && to !== ext) throw AppError.validation([{ path: "to", message: `does not match the ${key} id of the conversation's contact`, in: "body" }]);
  return { conversationId: row.c.id, created: false, lastInboundAt: row.c.lastInboundAt, contact: { id: row.c.contactId, name: row.name, phone: row.phone, platformUserId: ext } };
}

/** The customer by their platform id: their open conversation in the inbox, or a new one inheriting the window. */
export async function threadOf(ctx: TxCtx, plugin: ChannelPlugin, inboxId: string, to: string): Promise<Thread> {
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
  if (!ident) throw neverWrote(plugin, to);
  const conv = await upsertOpenConversation(ctx.tx, { companyId: ctx.companyId, inboxId, contactId: ident.contactId, at: new Date(), preview: null, direction: "outbound", unread: 0, channel: plugin.type });
  return { conversationId: conv.id, created: conv.created, lastInboundAt: conv.last_inbound_at ? new Date(conv.last_inbound_at) : null, contact: { id: ident.contactId, name: ident.name, phone: ident.phone, platformUserId: to } };
}


/**
 * The refusals the queue would make (the conversation named, a customer who never wrote, the
 * window), read-only: a caller that queues later (the layer's saga) refuses in its own
 * transaction first, so a closed window is the caller's readable failure, not a failed message.
 */
export async function checkSendable(ctx: TxCtx, plugin: ChannelPlugin, inboxId: string, req: { to?: string; conversationId?: string | null; tag?: string | null; intoClosed?: boolean }): Promise<void> {
  if (!req.to && !req.conversationId) throw AppError.validation([{ path: "to", message: "is required (or give conversationId)", in: "body" }]);
  let lastInboundAt: Date | null;
  if (req.conversationId) lastInboundAt = (await givenConversation(ctx, plugin, req.conversationId, req.to, { intoClosed: req.intoClosed })).lastInboundAt;
  else {
    const [ident] = await ctx.tx.select({ contactId: contactChannelIds.contactId }).from(contactChannelIds).where(inCompany(contactChannelIds, ctx, eq(contactChannelIds.channel, plugin.type), eq(contactChannelIds.externalId, req.to!)));
    if (!ident && plugin.capabilities.addressedBy) return; // a channel addressed by a contact field may write first
    if (!ident) throw neverWrote(plugin, req.to!);
    // A new conversation in the inbox inherits the window of the customer's last message there.
    const [row] = await ctx.tx.select({ at: max(conversations.lastInboundAt) }).from(conversations).where(inCompany(conversations, ctx, and(eq(conversations.contactId, ident.contactId), eq(conversations.inboxId, inboxId))));
    lastInboundAt = row?.at ? new Date(row.at) : null;
  }
  const window = plugin.window(lastInboundAt, { tag: req.tag });
  if (!window.open) throw windowRefusal(plugin, window, lastInboundAt);
}
