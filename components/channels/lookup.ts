import { CHANNEL_META, CHANNEL_TYPES, channelKey, type ChannelKey, type ChannelType } from "@/lib/channels/keys";
import type { ConnectableChannel } from "@/lib/client/types";
import type { ChannelUi } from "./channel-ui";
import type { LayerChannelConfig } from "./connect-config";
import * as REGISTRY from "./registry";

/** The registry's lines by key; TypeScript refuses a channel key without one. */
const CHANNEL_UI: Readonly<Record<ChannelKey, ChannelUi>> = REGISTRY;

const keyOf = (channel: ChannelType | ChannelKey) => channel.toLowerCase() as ChannelKey;

/** A channel's dashboard parts; takes the enum (as messages carry it) or the key (as routes do). */
export function channelUi(channel: ChannelType | ChannelKey): ChannelUi {
  return CHANNEL_UI[keyOf(channel)];
}

/** Its name (lib/channels/keys.ts), glyph and line, for cards, groups and lists. */
export function channelInfo(channel: ChannelType | ChannelKey) {
  const { icon, about } = channelUi(channel);
  return { title: CHANNEL_META[keyOf(channel).toUpperCase() as ChannelType].label, icon, about };
}

/** The channels on the shared layer, in the list's order: the dashboard connects, tests and simulates these. */
export const CONNECTABLE: ConnectableChannel[] = CHANNEL_TYPES.map(channelKey).filter((k): k is ConnectableChannel => !!CHANNEL_UI[k].connect);

export const isConnectable = (channel: string): channel is ConnectableChannel => !!CHANNEL_UI[channel as ChannelKey]?.connect;

/** The channel's connect form and card, or null when it has none (the website chat). */
export const connectConfig = (channel: ChannelType | ChannelKey): LayerChannelConfig | null => channelUi(channel)?.connect ?? null;

/** The channels' own actions on a contact's page, in the list's order. */
export const CONTACT_ACTIONS = CHANNEL_TYPES.map(channelKey).flatMap((key) => {
  const Action = CHANNEL_UI[key].ContactAction;
  return Action ? [{ key, Action }] : [];
});

/** The connect config of a channel known to be on the layer (one of CONNECTABLE). */
export function layerConfig(channel: ConnectableChannel): LayerChannelConfig {
  const config = channelUi(channel).connect;
  if (!config) throw new Error(`${channel} is not on the channel layer`);
  return config;
}
