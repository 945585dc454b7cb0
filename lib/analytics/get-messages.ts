import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { seriesKeys } from "./range";
import { firstDay, intervalOf, MESSAGE_SUMS, messageTotals, rowsOf, scopeOf, seriesRowsOf, type MessageRow, type Scope } from "./read";
import type { RangeQuery } from "./schemas";
import { todayIn } from "./zone";

/** Message totals per day (or month), zero-filled over the range. */
export async function messageSeries(s: Scope) {
  const interval = intervalOf(s);
  const { rows, key } = seriesRowsOf(s);
  const res = await dbOf(s.ctx).execute<MessageRow & { date: string }>(sql`select ${key} as date, ${MESSAGE_SUMS} from ${rows} group by 1`);
  const byDate = new Map(res.rows.map((r) => [r.date, messageTotals(r)]));
  const start = s.range.startDate ?? (await firstDay(s));
  const end = s.range.endDate ?? todayIn(s.tz);
  const series = seriesKeys(start, end, interval).map((date) => {
    const { total: _total, ...m } = byDate.get(date) ?? messageTotals(undefined);
    return { date, ...m };
  });
  return { interval, series };
}

/** GET /chatapp/analytics/messages: volume totals and the series. */
export async function getMessages({ ctx, input }: { ctx: Ctx; input: RangeQuery }) {
  const s = await scopeOf(ctx, input);
  const [{ interval, series }, totals] = await Promise.all([messageSeries(s), dbOf(ctx).execute<MessageRow>(sql`select ${MESSAGE_SUMS} from ${rowsOf(s)}`)]);
  return { range: s.range, interval, totals: messageTotals(totals.rows[0]), series };
}
