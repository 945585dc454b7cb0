import "server-only";
import { AppError } from "@/lib/domain/errors";
import { LAYER_CHANNEL_KEYS, type ChannelType } from "./keys";
import { botchatPlugin } from "./botchat/plugin";
import { chatappPlugin } from "./chatapp/plugin";
import { emailPlugin } from "./email/plugin";
import { photoappPlugin } from "./photoapp/plugin";
import { smsPlugin } from "./sms/plugin";
import { socialchatPlugin } from "./socialchat/plugin";
import type { ChannelPlugin } from "./types";
import type { SendSaga } from "@/lib/messaging/port/types";
import { webchatChoiceOf, webchatSaga } from "@/lib/widget/send-saga";

/**
 * The channels on the shared layer, by type: connections, webhooks, the receive and send
 * pipelines and the sandbox look a channel up here. Adding a channel is its folder and a line.
 */
const PLUGINS: Partial<Record<ChannelType, ChannelPlugin>> = {
  CHATAPP: chatappPlugin,
  PHOTOAPP: photoappPlugin,
  SOCIALCHAT: socialchatPlugin,
  BOTCHAT: botchatPlugin,
  SMS: smsPlugin,
  EMAIL: emailPlugin,
};

/** Channels off the layer (no platform connection) that still send through the port. */
const OFF_LAYER_SAGAS: Partial<Record<ChannelType, SendSaga>> = {
  WEBCHAT: webchatSaga,
};

/** Off-layer channels' readers of a tapped choice (ChannelPlugin.choiceOf). */
const OFF_LAYER_CHOICES: Partial<Record<ChannelType, NonNullable<ChannelPlugin["choiceOf"]>>> = {
  WEBCHAT: webchatChoiceOf,
};

/** The id of the choice a normalized inbound message taps, as its channel reads it (null: not a tap, or a channel without choices). */
export function choiceOf(type: ChannelType, message: { type: string; content: Record<string, unknown> }): string | null {
  const read = PLUGINS[type]?.choiceOf ?? OFF_LAYER_CHOICES[type];
  return read ? read(message) : null;
}

/** A channel's own send saga when it has one: the plug-in's, or an off-layer channel's (null: the layer's). */
export function ownSaga(type: ChannelType): SendSaga | null {
  return PLUGINS[type]?.saga ?? OFF_LAYER_SAGAS[type] ?? null;
}

/** Every channel on the layer (its jobs, its status). */
export const allPlugins = (): ChannelPlugin[] => Object.values(PLUGINS);

export function findPlugin(type: ChannelType): ChannelPlugin | null {
  return PLUGINS[type] ?? null;
}

/** The plug-in of a path's `{channel}`, or 404 naming the channels there are. */
export function pluginForKey(key: string): ChannelPlugin {
  const plugin = findPlugin(key.toUpperCase() as ChannelType);
  if (!plugin) throw AppError.notFound(`Channel "${key}" (one of ${LAYER_CHANNEL_KEYS.join(", ")})`);
  return plugin;
}
