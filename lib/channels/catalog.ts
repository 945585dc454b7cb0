import { botchatCapabilities, botchatMeta } from "./botchat/capabilities";
import type { ChannelCapabilities, ChannelMeta } from "./capability-types";
import { chatappCapabilities, chatappMeta } from "./chatapp/capabilities";
import { emailCapabilities, emailMeta } from "./email/capabilities";
import type { CHANNEL_TYPES } from "@/db/enums";
import { photoappCapabilities, photoappMeta } from "./photoapp/capabilities";
import { smsCapabilities, smsMeta } from "./sms/capabilities";
import { socialchatCapabilities, socialchatMeta } from "./socialchat/capabilities";
import { webchatCapabilities, webchatMeta } from "./webchat/capabilities";

/**
 * Every channel's name and capabilities, one line each, declared in its folder. Browser-safe:
 * the dashboard reads it too (the server's plug-ins are lib/channels/registry.ts).
 */
// Typed from the enum itself rather than keys.ts, which reads this catalog.
export const CHANNEL_CATALOG: Record<(typeof CHANNEL_TYPES)[number], { meta: ChannelMeta; capabilities: ChannelCapabilities }> = {
  CHATAPP: { meta: chatappMeta, capabilities: chatappCapabilities },
  PHOTOAPP: { meta: photoappMeta, capabilities: photoappCapabilities },
  SOCIALCHAT: { meta: socialchatMeta, capabilities: socialchatCapabilities },
  BOTCHAT: { meta: botchatMeta, capabilities: botchatCapabilities },
  WEBCHAT: { meta: webchatMeta, capabilities: webchatCapabilities },
  SMS: { meta: smsMeta, capabilities: smsCapabilities },
  EMAIL: { meta: emailMeta, capabilities: emailCapabilities },
};
