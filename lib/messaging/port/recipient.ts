import "server-only";
import { desc, eq } from "drizzle-orm";
import { contactChannelIds, contacts } from "@/db/schema";
import type { ChannelType } from "@/lib/channels/keys";
import { normaliseAddress } from "@/lib/channels/address";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { CHANNEL_META } from "@/lib/channels/keys";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import type { PortSend } from "./types";

/**
 * Who a contact is on a channel: the contact field it names people by (phone, email), else
 * the id the platform gave them when they wrote (the latest, when several pages or bots know
 * them). None is a readable 409: nobody can be written to first there.
 */
export async function recipientOf(ctx: TxCtx, contactId: string, channel: ChannelType): Promise<string> {
  const label = CHANNEL_META[channel].label;
  const [contact] = await ctx.tx.select({ phone: contacts.phone, email: contacts.email }).from(contacts).where(byIdInCompany(contacts, ctx, contactId));
  if (!contact) throw AppError.notFound("Contact");
  const address = capabilitiesOf(channel).addressedBy;
  if (address) {
    const value = address === "phone" ? contact.phone : contact.email ? normaliseAddress("email", contact.email) : null;
    if (!value) throw AppError.conflict(`The contact has no ${address === "phone" ? "phone number" : "email address"} to send to on ${label}`, { reason: "contact_without_channel_id" });
    return value;
  }
  const [ident] = await ctx.tx
    .select({ externalId: contactChannelIds.externalId })
    .from(contactChannelIds)
    .where(inCompany(contactChannelIds, ctx, eq(contactChannelIds.contactId, contactId), eq(contactChannelIds.channel, channel)))
    .orderBy(desc(contactChannelIds.createdAt))
    .limit(1);
  if (!ident) throw AppError.conflict(`The contact has no ${label} id: they have never written to the company on ${label}, and ${label} does not let a business write first`, { reason: "contact_without_channel_id" });
  return ident.externalId;
}

/** The send's recipient: the one given, else its contact as the channel names them (after the inbox is known, so an inbox refusal comes first). */
export async function recipientFor(ctx: TxCtx, send: PortSend): Promise<string | undefined> {
  if (send.to || !send.contactId) return send.to;
  return recipientOf(ctx, send.contactId, send.channel);
}
