import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CHANNEL_TYPES } from "../enums";
import { id, optionalTime, timestamps } from "./columns";
import { teams } from "./teams";
import { companies } from "./tenancy";

export const channelEnum = pgEnum("channel", CHANNEL_TYPES);

/** What later areas hang off an inbox (greeting, business hours, assignment, AI agent). */
export type InboxSettings = Record<string, unknown>;

/**
 * An inbox: one connection of a company to a channel (a number, a page, a bot, the website
 * widget), with its name and settings. A company may hold several per channel; exactly one
 * live row per channel is its default, used wherever a route names no inbox. `identifiers`
 * holds the platform's public ids (phone-number id, WABA id, page id...); `secretCiphertext`
 * the access token, AES-256-GCM. A deleted inbox keeps its row (deletedAt) so its
 * conversations stay readable; a disconnected one keeps its row and forgets its token.
 */
export const channelConnections = pgTable(
  "channel_connections",
  {
    id: id(),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    channel: channelEnum().notNull(),
    /** The inbox's name ("Sales KSA"); at connect time, the account's (its number, page or bot) unless one is given. */
    name: text().notNull(),
    isDefault: boolean().notNull().default(true),
    /** The team that works this inbox: auto-assignment picks among its members (lib/routing). */
    teamId: text().references(() => teams.id, { onDelete: "set null" }),
    settings: jsonb().$type<InboxSettings>().notNull().default({}),
    identifiers: jsonb().$type<Record<string, string>>().notNull(),
    secretCiphertext: text(),
    /**
     * The platform account id inbound callbacks name (chatapp phone-number id, photoapp
     * Instagram account id, socialchat page id): unique per channel, one index probe routes a callback.
     */
    routingId: text(),
    /** "connected", or "disconnected" (token and routing forgotten, conversations kept). */
    status: text().notNull().default("connected"),
    /** "live" talks to the platform; "sandbox" is the built-in simulator new companies get. */
    mode: text().notNull().default("live"),
    connectedAt: optionalTime(),
    /** Deleted inboxes are kept so their conversations stay readable (read-only). */
    deletedAt: optionalTime(),
    /** The last connection test: when, and what the platform said. */
    lastCheckedAt: optionalTime(),
    health: jsonb().$type<{ ok: boolean; message: string; details?: Record<string, unknown> }>(),
    /** The platform's own account of its rate limit, from the last response that carried it. */
    platformUsage: jsonb().$type<{ reportedAt: string; usage: Record<string, unknown> }>(),
    ...timestamps,
  },
  (t) => [
    // One default inbox per channel: routes that name no inbox use it.
    uniqueIndex("channel_connections_default_key").on(t.companyId, t.channel).where(sql`${t.isDefault}`),
    index("channel_connections_company_idx").on(t.companyId, t.channel, t.createdAt),
    // Inbound callbacks name only the platform's account id (chatapp's phone-number id, a page,
    // an Instagram account): routed with one index probe, and held by one company.
    uniqueIndex("channel_connections_routing_key").on(t.channel, t.routingId),
  ],
);

export type ChannelConnection = typeof channelConnections.$inferSelect;
