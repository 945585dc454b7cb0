import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { seriesKeys } from "./range";
import { intervalOf, scopeOf, seriesRowsOf, seriesSpan } from "./read";
import type { RangeQuery } from "./schemas";

type Row = { date: string; opened: number; resolved: number; open: number; closed: number; resolved_now: number };

/**
 * GET /chatapp/analytics/conversations: opened, resolved, status of those opened, per day.
 * One grouped query; the totals are the sums of its groups (they cover the range's rows).
 */
export async function getConversations({ ctx, input }: { ctx: Ctx; input: RangeQuery }) {
  const s = await scopeOf(ctx, input);
  const interval = intervalOf(s);
  const { rows, key } = seriesRowsOf(s);
  const { rows: groups } = await dbOf(ctx).execute<Row>(sql`
    select ${key} as date, coalesce(sum(r.conversations_opened), 0)::int as opened, coalesce(sum(r.resolved), 0)::int as resolved,
      coalesce(sum(r.open_now), 0)::int as open, coalesce(sum(r.closed_now), 0)::int as closed, coalesce(sum(r.resolved_now), 0)::int as resolved_now
    from ${rows} group by 1`);
  const total = (k: Exclude<keyof Row, "date">) => groups.reduce((a, r) => a + Number(r[k]), 0);
  const byDate = new Map(groups.map((r) => [r.date, r]));
  const { start, end } = seriesSpan(s, groups.map((r) => r.date));
  return {
    range: s.range,
    opened: total("opened"),
    resolved: total("resolved"),
    byStatus: { OPEN: total("open"), CLOSED: total("closed"), RESOLVED: total("resolved_now") },
    interval,
    series: seriesKeys(start, end, interval).map((date) => ({ date, opened: Number(byDate.get(date)?.opened ?? 0), resolved: Number(byDate.get(date)?.resolved ?? 0) })),
  };
}
