import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, bigint } from "drizzle-orm/pg-core";
import { channelEnum } from "./channels";
import { companies } from "./tenancy";

/**
 * Analytics rollups (docs/decisions.md, "Analytics"): per company, day in the company's time
 * zone, channel, template ('' for none) and agent ('' for none). Routes read only these. The
 * fold (lib/analytics/fold.ts) rewrites whole (company, day) keys from the raw rows, so a
 * repeated fold changes nothing. Histograms hold counts per fixed bucket of
 * lib/analytics/buckets.ts (null when the row has none).
 */
const keyColumns = () => ({
  companyId: text()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** The local date (daily table) or the first of the month (monthly table). */
  day: date({ mode: "string" }).notNull(),
  channel: channelEnum().notNull(),
});

const measureColumns = () => ({
  inbound: integer().notNull().default(0),
  outbound: integer().notNull().default(0),
  sent: integer().notNull().default(0),
  delivered: integer().notNull().default(0),
  read: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  replied: integer().notNull().default(0),
  conversationsOpened: integer().notNull().default(0),
  openNow: integer().notNull().default(0),
  closedNow: integer().notNull().default(0),
  resolvedNow: integer().notNull().default(0),
  resolved: integer().notNull().default(0),
  firstResponses: integer().notNull().default(0),
  firstResponseSeconds: bigint({ mode: "number" }).notNull().default(0),
  firstResponseHist: integer().array(),
  resolutionSeconds: bigint({ mode: "number" }).notNull().default(0),
  resolutionHist: integer().array(),
});

const rollupColumns = () => ({ ...keyColumns(), templateName: text().notNull().default(""), agentId: text().notNull().default(""), ...measureColumns() });

export const analyticsDaily = pgTable("analytics_daily", rollupColumns(), (t) => [primaryKey({ columns: [t.companyId, t.day, t.channel, t.templateName, t.agentId] })]);

/** The daily rows summed per calendar month: long ranges read at most one row per month and key. */
export const analyticsMonthly = pgTable("analytics_monthly", rollupColumns(), (t) => [primaryKey({ columns: [t.companyId, t.day, t.channel, t.templateName, t.agentId] })]);

/**
 * The same measures per (company, day, channel) only: the daily rows summed over their
 * template and agent keys by the same fold, in the same transaction. Every route that does not
 * split by template or agent reads these (about 26 times fewer rows at the bench's mix).
 */
export const analyticsChannelDaily = pgTable("analytics_channel_daily", { ...keyColumns(), ...measureColumns() }, (t) => [primaryKey({ columns: [t.companyId, t.day, t.channel] })]);

/** The channel rows summed per calendar month. */
export const analyticsChannelMonthly = pgTable("analytics_channel_monthly", { ...keyColumns(), ...measureColumns() }, (t) => [primaryKey({ columns: [t.companyId, t.day, t.channel] })]);

/**
 * The same measures per (company, day, agent) for the rows with an agent only, summed over
 * channel and template: the agents route without a channel filter reads these (with one, it
 * reads the keyed rows of that channel).
 */
export const analyticsAgentDaily = pgTable(
  "analytics_agent_daily",
  { companyId: keyColumns().companyId, day: keyColumns().day, agentId: text().notNull(), ...measureColumns() },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.agentId] })],
);

/** The agent rows summed per calendar month. */
export const analyticsAgentMonthly = pgTable(
  "analytics_agent_monthly",
  { companyId: keyColumns().companyId, day: keyColumns().day, agentId: text().notNull(), ...measureColumns() },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.agentId] })],
);

/**
 * Time ranges whose rollups are stale, appended by triggers on messages, conversations and
 * companies (migration 0019) in the writer's own transaction; the fold deletes the rows it
 * folded in the transaction that rewrites the rollups. No unique key, so writers never wait.
 */
export const analyticsDirty = pgTable(
  "analytics_dirty",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    companyId: text().notNull(),
    fromAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    toAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("analytics_dirty_company_idx").on(t.companyId)],
);
