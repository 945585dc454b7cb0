import type { ChannelCapabilities } from "./capability-types";
import { CHANNEL_CATALOG } from "./catalog";
import type { ChannelType } from "./keys";

export type { ChannelCapabilities, ContactAddress, MediaKind } from "./capability-types";

/** What the channel can do; takes the enum (CHATAPP) or the key (chatapp). */
export function capabilitiesOf(channel: ChannelType | Lowercase<ChannelType>): ChannelCapabilities {
  return CHANNEL_CATALOG[channel.toUpperCase() as ChannelType].capabilities;
}
