import { botchatCapabilities } from "./botchat/capabilities";
import type { ChannelCapabilities } from "./capability-types";
import { chatappCapabilities } from "./chatapp/capabilities";
import type { ChannelType } from "./keys";
import { photoappCapabilities } from "./photoapp/capabilities";
import { smsCapabilities } from "./sms/capabilities";
import { socialchatCapabilities } from "./socialchat/capabilities";
import { webchatCapabilities } from "./webchat/capabilities";

export type { ChannelCapabilities, MediaKind } from "./capability-types";

/** Every channel's capabilities, one line each (browser-safe: the dashboard reads them too). */
const CAPABILITIES: Record<ChannelType, ChannelCapabilities> = {
  CHATAPP: chatappCapabilities,
  PHOTOAPP: photoappCapabilities,
  SOCIALCHAT: socialchatCapabilities,
  BOTCHAT: botchatCapabilities,
  WEBCHAT: webchatCapabilities,
  SMS: smsCapabilities,
};

/** What the channel can do; takes the enum (CHATAPP) or the key (chatapp). */
export function capabilitiesOf(channel: ChannelType | Lowercase<ChannelType>): ChannelCapabilities {
  return CAPABILITIES[channel.toUpperCase() as ChannelType];
}
