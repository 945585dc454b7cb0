import { boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies, users } from "./tenancy";

const time = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * Companies someone is watching live (a dashboard tab has a stream open), until `until`: web
 * processes holding streams renew their companies' rows every 20 s. The inbox's triggers
 * (migration 0032) NOTIFY only for a watched company, so a company nobody watches, or a
 * campaign run with no dashboard open, costs one index probe per statement and no NOTIFY.
 */
export const liveWatchers = pgTable("live_watchers", {
  companyId: text()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  until: time().notNull(),
});

/**
 * An agent's presence: online while a tab of theirs holds a stream (`lastSeenAt`, renewed by
 * the web process every 20 s), away when they said so or have done nothing for a while
 * (`lastActiveAt`), offline otherwise. Their notification choices ride along: one row per user.
 */
export const agentPresence = pgTable("agent_presence", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyId: text()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** Set by hand ("away"), kept until they set themselves online again. */
  awaySet: boolean().notNull().default(false),
  lastActiveAt: time(),
  lastSeenAt: time(),
  /** { newConversation, assignedMessage, mention, sound } (lib/live/preferences.ts). */
  notificationPrefs: jsonb().$type<Record<string, boolean>>().notNull().default({}),
});

export type AgentPresence = typeof agentPresence.$inferSelect;
