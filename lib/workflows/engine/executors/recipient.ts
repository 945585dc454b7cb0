import "server-only";
import { and, desc, eq, max } from "drizzle-orm";
import { contactChannelIds, conversations } from "@/db/schema";
import type { ChannelType } from "@/lib/channels/keys";
import { normaliseAddress } from "@/lib/channels/address";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { CHANNEL_META } from "@/lib/channels/keys";
import type { TxCtx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { loadContactFacts } from "./contact-facts";
import { StepError } from "./types";

/**
 * Who the run's contact is on a channel: the contact field it names people by (phone,
 * email), else the id the platform gave them when they wrote (the latest, when several pages
 * or bots know them). None is the step's readable failure: nobody can be written to first there.
 */
export async function recipientOn(ctx: TxCtx, contactId: string, channel: ChannelType): Promise<string> {
  const label = CHANNEL_META[channel].label;
  const address = capabilitiesOf(channel).addressedBy;
  if (address) {
    const contact = await loadContactFacts(ctx, contactId);
    const value = address === "phone" ? contact.phone : contact.email ? normaliseAddress("email", contact.email) : null;
    if (!value) throw new StepError(`The contact has no ${address === "phone" ? "phone number" : "email address"} to send to on ${label}`);
    return value;
  }
  await loadContactFacts(ctx, contactId);
  const [ident] = await ctx.tx
    .select({ externalId: contactChannelIds.externalId })
    .from(contactChannelIds)
    .where(inCompany(contactChannelIds, ctx, eq(contactChannelIds.contactId, contactId), eq(contactChannelIds.channel, channel)))
    .orderBy(desc(contactChannelIds.createdAt))
    .limit(1);
  if (!ident) throw new StepError(`The contact has no ${label} id: they have never written to the company on ${label}, and ${label} does not let a business write first`);
  return ident.externalId;
}

/** The customer's last message in the inbox (the window a new conversation there inherits). */
export async function lastInboundIn(ctx: TxCtx, contactId: string, inboxId: string): Promise<Date | null> {
  const [row] = await ctx.tx
    .select({ at: max(conversations.lastInboundAt) })
    .from(conversations)
    .where(inCompany(conversations, ctx, and(eq(conversations.contactId, contactId), eq(conversations.inboxId, inboxId))));
  return row?.at ? new Date(row.at) : null;
}
