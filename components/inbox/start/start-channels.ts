import { capabilitiesOf } from "@/lib/channels/capabilities";
import { CHANNEL_META, type ChannelType } from "@/lib/channels/keys";
import type { ChannelName, ChannelStatus } from "@/lib/client/types";

/**
 * Which connected channels can carry a first message to a contact. Chatapp and SMS address
 * people by phone number, so the business may write first (chatapp with an approved template
 * outside the 24-hour window, SMS at any time). The others name people by the id the platform
 * gave them when they wrote (photoapp, socialchat, botchat) or by a browser session (the
 * website chat): only the customer can start those, so they are listed with the reason.
 */
export type StartOption = { channel: ChannelName; label: string; mode: "sandbox" | "live" | null; reason: string | null };

export function startOptions(channels: readonly ChannelStatus[], phone: string | null): StartOption[] {
  return channels
    .filter((c) => c.status === "connected" || c.status === "error")
    .map((c) => {
      const label = CHANNEL_META[c.channel.toUpperCase() as ChannelType]?.label ?? c.channel;
      const byPhone = capabilitiesOf(c.channel).addressedBy === "phone";
      const reason = !byPhone ? `Customers start ${label} conversations: it can reply once they write.` : !phone ? "This contact has no phone number." : null;
      return { channel: c.channel, label, mode: c.mode, reason };
    });
}
