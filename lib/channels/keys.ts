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
  /** listed by GET /api/v1/me/channels */
  inStatus: boolean;
}

export const CHANNEL_META: Record<ChannelType, ChannelMeta> = {
  CHATAPP: { label: "Chatapp", connectIds: ["phone-number-id", "waba-id"], inStatus: true },
  PHOTOAPP: { label: "Photoapp", connectIds: ["page-id"], inStatus: true },
  SOCIALCHAT: { label: "Socialchat", connectIds: ["page-id"], inStatus: true },
  BOTCHAT: { label: "Botchat", connectIds: ["bot-username"], inStatus: true },
  WEBCHAT: { label: "Website chat", connectIds: [], inStatus: true },
  SMS: { label: "SMS", connectIds: [], inStatus: false },
};

export const channelKey = (type: ChannelType): ChannelKey => type.toLowerCase() as ChannelKey;

/** The channels GET /me/channels reports, by key, in the list's order. */
export const STATUS_CHANNEL_KEYS = CHANNEL_TYPES.filter((t) => CHANNEL_META[t].inStatus).map(channelKey) as unknown as readonly [ChannelKey, ...ChannelKey[]];
