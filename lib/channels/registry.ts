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
