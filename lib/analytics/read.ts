import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { companies } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { histSum } from "./fold-sql";
import { addDays, addMonths, daysBetween, firstOfMonth, MAX_DAILY_POINTS, resolveRange, type ResolvedRange } from "./range";
import type { AnalyticsChannel, RangeQuery } from "./schemas";
import { safeZone, todayIn } from "./zone";

/**
 * What every analytics verb reads first: the company's zone, the resolved range, and the
 * rollup rows covering it. Whole calendar months inside the range come from the monthly
 * table, the days around them from the daily one, so any range reads at most about
 * 62 days plus one row per month for each key.
 */
export interface Scope {
  ctx: Ctx;
  tz: string;
  range: ResolvedRange & { timezone: string; channel: AnalyticsChannel | null };
}

export async function scopeOf(ctx: Ctx, q: Partial<RangeQuery>): Promise<Scope> {
  const [c] = await dbOf(ctx).select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, ctx.companyId));
  const tz = safeZone(c?.timezone ?? "UTC");
  const range = resolveRange(q, todayIn(tz));
  return { ctx, tz, range: { ...range, timezone: tz, channel: q.channel ?? null } };
}

const channelSql = (s: Scope, alias: string) => (s.range.channel ? sql` and ${sql.identifier(alias)}.channel = ${s.range.channel.toUpperCase()}::channel` : sql``);

/**
 * Which rollup a query reads: the channel rows (per company, day and channel) for every route
 * that does not split by template or agent, the agent rows (per company, day and agent, no
 * channel) for agents without a channel filter, the keyed rows (per channel, template and
 * agent) otherwise. All hold the same measures, summed by the same fold.
 */
export type Rollup = "channel" | "agent" | "keyed";
const TABLES = {
  agent: { daily: sql.raw("analytics_agent_daily"), monthly: sql.raw("analytics_agent_monthly") },
  channel: { daily: sql.raw("analytics_channel_daily"), monthly: sql.raw("analytics_channel_monthly") },
  keyed: { daily: sql.raw("analytics_daily"), monthly: sql.raw("analytics_monthly") },
} as const;

/**
 * The rollup rows of the range (aliased `r`), from the daily and monthly tables. `where`
 * narrows them further inside each branch (e.g. only rows with a template), so the index
 * scans hand over only the rows the query sums.
 */
export function rowsOf(s: Scope, rollup: Rollup, opts: { startDate?: string | null; endDate?: string | null; where?: SQL } = {}): SQL {
  const { startDate = s.range.startDate, endDate = s.range.endDate } = opts;
  const { daily: dailyTable, monthly: monthlyTable } = TABLES[rollup];
  if (rollup === "agent" && s.range.channel) throw new Error("the agent rollup has no channel: read the keyed rows");
  const co = companySql(s.ctx, "t");
  const ch = sql`${channelSql(s, "t")}${opts.where ? sql` and ${opts.where}` : sql``}`;
  if (!startDate || !endDate) return sql`(select * from ${monthlyTable} t where ${co}${ch}) r`;
  const ms = startDate === firstOfMonth(startDate) ? startDate : addMonths(startDate, 1);
  const me = firstOfMonth(addDays(endDate, 1));
  const daily = sql`select * from ${dailyTable} t where ${co}${ch} and t.day between ${startDate}::date and ${endDate}::date`;
  if (ms >= me) return sql`(${daily}) r`;
  return sql`(select * from ${monthlyTable} t where ${co}${ch} and t.day >= ${ms}::date and t.day < ${me}::date
    union all ${daily} and (t.day < ${ms}::date or t.day >= ${me}::date)) r`;
}

/** Daily points up to 92 days, else monthly (and always monthly for all time). */
export function intervalOf(s: Scope): "day" | "month" {
  const { startDate, endDate } = s.range;
  return startDate && endDate && daysBetween(startDate, endDate) <= MAX_DAILY_POINTS ? "day" : "month";
}

/** Series rows (channel rollup): the daily table for day points, the mixed rows grouped by month otherwise. */
export function seriesRowsOf(s: Scope): { rows: SQL; key: SQL } {
  if (intervalOf(s) === "day") return { rows: rowsOf(s, "channel"), key: sql`r.day::text` };
  return { rows: rowsOf(s, "channel"), key: sql`date_trunc('month', r.day)::date::text` };
}

/**
 * Where a series starts and ends: the range, or for all time from the first month with data
 * (the smallest key of the series' own rows, which for all time are every monthly row) to today.
 */
export function seriesSpan(s: Scope, dates: string[]): { start: string; end: string } {
  const first = dates.length ? dates.reduce((a, b) => (b < a ? b : a)) : firstOfMonth(todayIn(s.tz));
  return { start: s.range.startDate ?? first, end: s.range.endDate ?? todayIn(s.tz) };
}

export const MESSAGE_SUMS = sql`coalesce(sum(r.inbound), 0)::int as inbound, coalesce(sum(r.outbound), 0)::int as outbound, coalesce(sum(r.sent), 0)::int as sent,
  coalesce(sum(r.delivered), 0)::int as delivered, coalesce(sum(r.read), 0)::int as read, coalesce(sum(r.failed), 0)::int as failed, coalesce(sum(r.replied), 0)::int as replied`;

export const TIME_SUMS = sql`coalesce(sum(r.first_response_seconds), 0)::float8 as fr_seconds, ${histSum("r.first_response_hist")} as fr_hist,
  coalesce(sum(r.resolution_seconds), 0)::float8 as res_seconds, ${histSum("r.resolution_hist")} as res_hist`;

type Num = number | string | null;
export type MessageRow = Record<"inbound" | "outbound" | "sent" | "delivered" | "read" | "failed" | "replied", Num>;

export function messageTotals(r: MessageRow | undefined) {
  const n = (k: keyof MessageRow) => Number(r?.[k] ?? 0);
  return { total: n("inbound") + n("outbound"), inbound: n("inbound"), outbound: n("outbound"), sent: n("sent"), delivered: n("delivered"), read: n("read"), failed: n("failed"), replied: n("replied") };
}

/** a as a percent of b, one decimal; null when b is 0. */
export const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : null);

export function ratesOf(m: ReturnType<typeof messageTotals>) {
  return { deliveryRate: pct(m.delivered, m.outbound), readRate: pct(m.read, m.outbound), replyRate: pct(m.replied, m.outbound), failureRate: pct(m.failed, m.outbound) };
}

export const hist = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
