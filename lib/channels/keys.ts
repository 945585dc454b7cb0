import { CHANNEL_TYPES } from "@/db/enums";
import type { ChannelMeta } from "./capability-types";
import { CHANNEL_CATALOG } from "./catalog";

/**
 * The one list of channels (db/enums.ts) and what each is called: the database enum, the zod
 * enums, the CLI's connect flags, the status route and the dashboard's options derive from it.
 * Browser-safe: no server imports.
 */
export { CHANNEL_TYPES };
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export type ChannelKey = Lowercase<ChannelType>;

/** Each channel's name and connection identifiers (lib/channels/<ch>/capabilities.ts), by type. */
export const CHANNEL_META: Record<ChannelType, ChannelMeta> = Object.fromEntries(CHANNEL_TYPES.map((t) => [t, CHANNEL_CATALOG[t].meta])) as Record<ChannelType, ChannelMeta>;

export const channelKey = (type: ChannelType): ChannelKey => type.toLowerCase() as ChannelKey;

/** The channels GET /me/channels reports, by key, in the list's order. */
export const STATUS_CHANNEL_KEYS = CHANNEL_TYPES.filter((t) => CHANNEL_META[t].inStatus).map(channelKey) as unknown as readonly [ChannelKey, ...ChannelKey[]];

/** The channels on the shared layer, by key: the `{channel}` of the generic connection and webhook routes. */
export const LAYER_CHANNEL_KEYS = CHANNEL_TYPES.filter((t) => CHANNEL_META[t].onLayer).map(channelKey) as unknown as readonly [ChannelKey, ...ChannelKey[]];

/** "phone-number-id" → "phoneNumberId": flags and identifier keys name the same thing. */
export const camelId = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
