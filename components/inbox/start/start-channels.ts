import { capabilitiesOf } from "@/lib/channels/capabilities";
import { inSentence } from "@/components/channels/connect-config";
import { channelUi } from "@/components/channels/lookup";
import { CHANNEL_META, CHANNEL_TYPES, type ChannelType } from "@/lib/channels/keys";
import type { ChannelName, ChannelStatus } from "@/lib/client/types";

/**
 * Which connected channels can carry a first message to a contact. Channels naming people by
 * a contact field (a phone, an email address) let the business write first (with an approved template outside the window where the
 * channel has templates, at any time where it has no window). The others name people by the
 * id the platform gave them when they wrote, or by a browser session: only the customer can
 * start those, so they are listed with the reason.
 */
export type StartOption = { channel: ChannelName; label: string; mode: "sandbox" | "live" | null; reason: string | null; to: string | null };

/** What a channel that names people by a contact field writes to: the contact's phone or email address. */
export function addressOn(channel: ChannelName, contact: { phone: string | null; email?: string | null }): string | null {
  const kind = capabilitiesOf(channel).addressedBy;
  return kind === "phone" ? contact.phone : kind === "email" ? (contact.email ?? null) : null;
}

export function startOptions(channels: readonly ChannelStatus[], contact: { phone: string | null; email?: string | null }): StartOption[] {
  return channels
    .filter((c) => c.status === "connected" || c.status === "error")
    .map((c) => {
      const label = CHANNEL_META[c.channel.toUpperCase() as ChannelType]?.label ?? c.channel;
      // Writing first needs the channel's own first-message form as well as the contact's phone or address.
      const kind = capabilitiesOf(c.channel).addressedBy;
      const writesFirst = !!kind && !!channelUi(c.channel).start;
      const to = kind ? addressOn(c.channel, contact) : null;
      const reason = !writesFirst ? `Customers start ${label} conversations: it can reply once they write.` : !to ? `This contact has no ${kind === "email" ? "email address" : "phone number"}.` : null;
      return { channel: c.channel, label, mode: c.mode, reason, to };
    });
}

/** The rule of each channel with templates and a window (" Outside the 24-hour window … only takes an approved template."), for the dialog's description. */
export function templateRule(): string {
  return CHANNEL_TYPES.filter((t) => capabilitiesOf(t).templates && capabilitiesOf(t).windowHours !== null)
    .map((t) => ` Outside the ${capabilitiesOf(t).windowHours}-hour window ${inSentence(CHANNEL_META[t].label)} only takes an approved template.`)
    .join("");
}
