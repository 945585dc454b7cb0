import "server-only";
import { and, desc, eq, max } from "drizzle-orm";
import { contactChannelIds, conversations } from "@/db/schema";
import type { ChannelType } from "@/lib/channels/keys";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { CHANNEL_META } from "@/lib/channels/keys";
import type { TxCtx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { loadContactFacts } from "./contact-facts";
import { StepError } from "./types";

/**
 * Who the run's contact is on a channel: their phone where the channel is keyed by phone
 * (SMS), else the id the platform gave them when they wrote (the latest, when several pages
 * or bots know them). None is the step's readable failure: nobody can be written to first there.
 */
export async function recipientOn(ctx: TxCtx, contactId: string, channel: ChannelType): Promise<string> {
  const label = CHANNEL_META[channel].label;
  if (capabilitiesOf(channel).keyedByPhone) {
    const contact = await loadContactFacts(ctx, contactId);
    if (!contact.phone) throw new StepError(`The contact has no phone number to send to on ${label}`);
    return contact.phone;
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
