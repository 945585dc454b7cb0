import { jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CHANNEL_TYPES } from "../enums";
import { id, optionalTime, timestamps } from "./columns";
import { companies } from "./tenancy";

export const channelEnum = pgEnum("channel", CHANNEL_TYPES);

/**
 * One connection per company and channel. `identifiers` holds the platform's public ids
 * (phone-number id, WABA id, page id...); `secretCiphertext` the access token, AES-256-GCM.
 */
export const channelConnections = pgTable(
  "channel_connections",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    channel: channelEnum().notNull(),
    identifiers: jsonb().$type<Record<string, string>>().notNull(),
    secretCiphertext: text(),
    /**
     * The platform account id inbound callbacks name (chatapp phone-number id, photoapp
     * Instagram account id, socialchat page id): unique per channel, one index probe routes a callback.
     */
    routingId: text(),
    status: text().notNull().default("connected"),
    /** "live" talks to the platform; "sandbox" is the built-in simulator new companies get. */
    mode: text().notNull().default("live"),
    connectedAt: optionalTime(),
    /** The last connection test: when, and what the platform said. */
    lastCheckedAt: optionalTime(),
    health: jsonb().$type<{ ok: boolean; message: string; details?: Record<string, unknown> }>(),
    /** The platform's own account of its rate limit, from the last response that carried it. */
    platformUsage: jsonb().$type<{ reportedAt: string; usage: Record<string, unknown> }>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("channel_connections_company_channel_key").on(t.companyId, t.channel),
    // Inbound callbacks name only the platform's account id (chatapp's phone-number id, a page,
    // an Instagram account): routed with one index probe, and held by one company.
    uniqueIndex("channel_connections_routing_key").on(t.channel, t.routingId),
  ],
);

export type ChannelConnection = typeof channelConnections.$inferSelect;
