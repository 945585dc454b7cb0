import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { seriesKeys } from "./range";
import { intervalOf, MESSAGE_SUMS, messageTotals, rowsOf, scopeOf, seriesRowsOf, seriesSpan, type MessageRow, type Scope } from "./read";
import type { RangeQuery } from "./schemas";

const KEYS = ["inbound", "outbound", "sent", "delivered", "read", "failed", "replied"] as const;

/**
 * Message totals per day (or month), zero-filled over the range, and the range's totals: the
 * sum of every grouped row, so one query answers both (the groups cover the range's rows).
 * With `previous` (trends), that range's totals come back in the same statement too.
 */
export async function messageSeries(s: Scope, previous?: { startDate: string; endDate: string } | null) {
  const interval = intervalOf(s);
  const { rows, key } = seriesRowsOf(s);
  const before = previous ? sql` union all select null, ${MESSAGE_SUMS} from ${rowsOf(s, "channel", previous)}` : sql``;
  const res = await dbOf(s.ctx).execute<MessageRow & { date: string | null }>(sql`(select ${key} as date, ${MESSAGE_SUMS} from ${rows} group by 1)${before}`);
  const groups = res.rows.filter((r): r is MessageRow & { date: string } => r.date !== null);
  const prev = res.rows.find((r) => r.date === null);
  const byDate = new Map(groups.map((r) => [r.date, messageTotals(r)]));
  const sum = Object.fromEntries(KEYS.map((k) => [k, groups.reduce((a, r) => a + Number(r[k] ?? 0), 0)])) as Record<(typeof KEYS)[number], number>;
  const { start, end } = seriesSpan(s, groups.map((r) => r.date));
  const series = seriesKeys(start, end, interval).map((date) => {
    const { total: _total, ...m } = byDate.get(date) ?? messageTotals(undefined);
    return { date, ...m };
  });
  return { interval, series, totals: messageTotals(sum), previous: previous ? messageTotals(prev) : null };
}

/** GET /chatapp/analytics/messages: volume totals and the series. */
export async function getMessages({ ctx, input }: { ctx: Ctx; input: RangeQuery }) {
  const s = await scopeOf(ctx, input);
  const { interval, series, totals } = await messageSeries(s);
  return { range: s.range, interval, totals, series };
}
