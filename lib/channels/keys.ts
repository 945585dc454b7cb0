import { CHANNEL_TYPES } from "@/db/enums";

/**
 * The one list of channels (db/enums.ts) and what each is called: the database enum, the zod
 * enums, the CLI's connect flags, the status route and the dashboard's options derive from it.
 * Browser-safe: no server imports.
 */
export { CHANNEL_TYPES };
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export type ChannelKey = Lowercase<ChannelType>;

interface ChannelMeta {
  label: string;
  /** identifiers `channel connect <key>` takes as flags (the platform's account ids) */
  connectIds: readonly string[];
  /** the identifier inbound callbacks name (stored as the connection's routing id) */
  routedBy?: string;
  /** listed by GET /api/v1/me/channels */
  inStatus: boolean;
  /** on the shared channel layer (lib/channels/registry.ts): /api/v1/channels/{channel} and its webhook */
  onLayer?: boolean;
}

export const CHANNEL_META: Record<ChannelType, ChannelMeta> = {
  CHATAPP: { label: "Chatapp", connectIds: ["phone-number-id", "waba-id"], routedBy: "phone-number-id", inStatus: true, onLayer: true },
  PHOTOAPP: { label: "Photoapp", connectIds: ["page-id", "instagram-account-id"], routedBy: "instagram-account-id", inStatus: true, onLayer: true },
  SOCIALCHAT: { label: "Socialchat", connectIds: ["page-id"], routedBy: "page-id", inStatus: true, onLayer: true },
  BOTCHAT: { label: "Botchat", connectIds: ["bot-id", "bot-username"], routedBy: "bot-id", inStatus: true, onLayer: true },
  WEBCHAT: { label: "Website chat", connectIds: [], inStatus: true },
  SMS: { label: "SMS", connectIds: ["account-sid", "phone-number"], routedBy: "phone-number", inStatus: true, onLayer: true },
};

export const channelKey = (type: ChannelType): ChannelKey => type.toLowerCase() as ChannelKey;

/** The channels GET /me/channels reports, by key, in the list's order. */
export const STATUS_CHANNEL_KEYS = CHANNEL_TYPES.filter((t) => CHANNEL_META[t].inStatus).map(channelKey) as unknown as readonly [ChannelKey, ...ChannelKey[]];

/** The channels on the shared layer, by key: the `{channel}` of the generic connection and webhook routes. */
export const LAYER_CHANNEL_KEYS = CHANNEL_TYPES.filter((t) => CHANNEL_META[t].onLayer).map(channelKey) as unknown as readonly [ChannelKey, ...ChannelKey[]];

/** "phone-number-id" → "phoneNumberId": flags and identifier keys name the same thing. */
export const camelId = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
