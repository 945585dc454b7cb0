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
const rollupColumns = () => ({
  companyId: text()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** The local date (daily table) or the first of the month (monthly table). */
  day: date({ mode: "string" }).notNull(),
  channel: channelEnum().notNull(),
  templateName: text().notNull().default(""),
  agentId: text().notNull().default(""),
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

export const analyticsDaily = pgTable("analytics_daily", rollupColumns(), (t) => [primaryKey({ columns: [t.companyId, t.day, t.channel, t.templateName, t.agentId] })]);

/** The daily rows summed per calendar month: long ranges read at most one row per month and key. */
export const analyticsMonthly = pgTable("analytics_monthly", rollupColumns(), (t) => [primaryKey({ columns: [t.companyId, t.day, t.channel, t.templateName, t.agentId] })]);

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
