import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { seriesKeys } from "./range";
import { firstDay, intervalOf, rowsOf, scopeOf, seriesRowsOf } from "./read";
import type { RangeQuery } from "./schemas";
import { todayIn } from "./zone";

type Row = { opened: number; resolved: number; open: number; closed: number; resolved_now: number };

/** GET /chatapp/analytics/conversations: opened, resolved, status of those opened, per day. */
export async function getConversations({ ctx, input }: { ctx: Ctx; input: RangeQuery }) {
  const s = await scopeOf(ctx, input);
  const interval = intervalOf(s);
  const { rows, key } = seriesRowsOf(s);
  const sums = sql`coalesce(sum(r.conversations_opened), 0)::int as opened, coalesce(sum(r.resolved), 0)::int as resolved`;
  const [tot, ser] = await Promise.all([
    dbOf(ctx).execute<Row>(sql`select ${sums}, coalesce(sum(r.open_now), 0)::int as open, coalesce(sum(r.closed_now), 0)::int as closed, coalesce(sum(r.resolved_now), 0)::int as resolved_now from ${rowsOf(s)}`),
    dbOf(ctx).execute<Row & { date: string }>(sql`select ${key} as date, ${sums} from ${rows} where r.conversations_opened > 0 or r.resolved > 0 group by 1`),
  ]);
  const t = tot.rows[0];
  const byDate = new Map(ser.rows.map((r) => [r.date, r]));
  const start = s.range.startDate ?? (await firstDay(s));
  const end = s.range.endDate ?? todayIn(s.tz);
  return {
    range: s.range,
    opened: Number(t?.opened ?? 0),
    resolved: Number(t?.resolved ?? 0),
    byStatus: { OPEN: Number(t?.open ?? 0), CLOSED: Number(t?.closed ?? 0), RESOLVED: Number(t?.resolved_now ?? 0) },
    interval,
    series: seriesKeys(start, end, interval).map((date) => ({ date, opened: Number(byDate.get(date)?.opened ?? 0), resolved: Number(byDate.get(date)?.resolved ?? 0) })),
  };
}
