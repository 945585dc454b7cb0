import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { normaliseAddress } from "@/lib/channels/address";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { contactChannelIds, contacts, conversations } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { windowOf } from "@/lib/conversations/present";
import type { ScheduledChannel } from "./schemas";

export interface Recipient {
  recipientRef: string;
  contactId: string | null;
  conversationId: string | null;
}

/** recipientRef as the send pipeline takes it: a phone's digits, an address in lower case, or the platform id as given. */
export function normaliseRef(channel: ScheduledChannel, ref: string) {
  const address = capabilitiesOf(channel).addressedBy;
  return address ? (normaliseAddress(address, ref) ?? ref.trim()) : ref.trim();
}

/**
 * The contact and conversation a scheduled message is for, found now (the send finds them again
 * when it goes): by the contact field the channel names people by (phone, email), by the
 * channel's id otherwise. A conversation
 * given must be the company's, on the channel, and the recipient's.
 */
export async function resolveRecipient(ctx: TxCtx, channel: ScheduledChannel, ref: string, conversationId?: string | null): Promise<Recipient> {
  const recipientRef = normaliseRef(channel, ref);
  const address = capabilitiesOf(channel).addressedBy;
  const byAddress = address === "phone" ? eq(contacts.phone, recipientRef) : sql`lower(${contacts.email}) = ${recipientRef}`;
  const [contact] = address
    ? await ctx.tx.select({ id: contacts.id }).from(contacts).where(inCompany(contacts, ctx, byAddress)).limit(1)
    : await ctx.tx
        .select({ id: contactChannelIds.contactId })
        .from(contactChannelIds)
        .where(inCompany(contactChannelIds, ctx, eq(contactChannelIds.channel, channel), eq(contactChannelIds.externalId, recipientRef)))
        .limit(1);
  if (conversationId) {
    const [conv] = await ctx.tx.select().from(conversations).where(byIdInCompany(conversations, ctx, conversationId));
    if (!conv) throw AppError.notFound("Conversation");
    if (conv.channel !== channel) throw AppError.conflict(`The conversation is on ${conv.channel}, not ${channel}`, { reason: "wrong_channel" });
    if (contact && conv.contactId !== contact.id) throw AppError.validation([{ path: "recipientRef", message: "does not match the conversation's contact", in: "body" }]);
    return { recipientRef, contactId: conv.contactId, conversationId: conv.id };
  }
  if (!contact) return { recipientRef, contactId: null, conversationId: null };
  const [conv] = await ctx.tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(inCompany(conversations, ctx, eq(conversations.contactId, contact.id), eq(conversations.channel, channel)))
    .orderBy(desc(conversations.lastInboundAt), desc(conversations.createdAt))
    .limit(1);
  return { recipientRef, contactId: contact.id, conversationId: conv?.id ?? null };
}

/**
 * The spec's rule at creation: a chatapp text needs the recipient inside the 24-hour window
 * (their last message on chatapp less than 24 hours ago); else 409 window_requires_template.
 */
export async function checkWindowAtCreation(ctx: TxCtx, channel: ScheduledChannel, payload: { kind: string }, r: Recipient) {
  // Only a channel with templates has an alternative to offer; the others are checked when sent.
  if (!capabilitiesOf(channel).templates || payload.kind !== "text") return;
  const [conv] = r.contactId
    ? await ctx.tx
        .select({ lastInboundAt: conversations.lastInboundAt })
        .from(conversations)
        .where(inCompany(conversations, ctx, eq(conversations.contactId, r.contactId), eq(conversations.channel, channel), r.conversationId ? eq(conversations.id, r.conversationId) : undefined))
        .orderBy(desc(conversations.lastInboundAt))
        .limit(1)
    : [];
  const lastInboundAt = conv?.lastInboundAt ?? null;
  const window = windowOf(lastInboundAt);
  if (!window.open)
    throw AppError.conflict("The recipient has not written on chatapp in the last 24 hours: only a template message can be scheduled", {
      reason: "window_requires_template",
      lastInboundAt: lastInboundAt?.toISOString() ?? null,
      windowExpiredAt: window.expiresAt,
    });
}
