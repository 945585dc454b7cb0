import { capabilitiesOf } from "@/lib/channels/capabilities";
import { inSentence } from "@/components/channels/connect-config";
import { channelUi } from "@/components/channels/lookup";
import { CHANNEL_META, CHANNEL_TYPES, type ChannelType } from "@/lib/channels/keys";
import type { ChannelName, ChannelStatus } from "@/lib/client/types";

/**
 * Which connected channels can carry a first message to a contact. Channels keyed by phone
 * let the business write first (with an approved template outside the window where the
 * channel has templates, at any time where it has no window). The others name people by the
 * id the platform gave them when they wrote, or by a browser session: only the customer can
 * start those, so they are listed with the reason.
 */
export type StartOption = { channel: ChannelName; label: string; mode: "sandbox" | "live" | null; reason: string | null };

export function startOptions(channels: readonly ChannelStatus[], phone: string | null): StartOption[] {
  return channels
    .filter((c) => c.status === "connected" || c.status === "error")
    .map((c) => {
      const label = CHANNEL_META[c.channel.toUpperCase() as ChannelType]?.label ?? c.channel;
      // Writing first needs the channel's own first-message form as well as a phone to write to.
      const byPhone = capabilitiesOf(c.channel).keyedByPhone && !!channelUi(c.channel).start;
      const reason = !byPhone ? `Customers start ${label} conversations: it can reply once they write.` : !phone ? "This contact has no phone number." : null;
      return { channel: c.channel, label, mode: c.mode, reason };
    });
}

/** The rule of each channel with templates and a window (" Outside the 24-hour window … only takes an approved template."), for the dialog's description. */
export function templateRule(): string {
  return CHANNEL_TYPES.filter((t) => capabilitiesOf(t).templates && capabilitiesOf(t).windowHours !== null)
    .map((t) => ` Outside the ${capabilitiesOf(t).windowHours}-hour window ${inSentence(CHANNEL_META[t].label)} only takes an approved template.`)
    .join("");
}
