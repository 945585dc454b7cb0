import "server-only";
import type { Ctx } from "@/lib/domain/context";
import { messageSeries } from "./get-messages";
import { previousRange } from "./range";
import { ratesOf, scopeOf } from "./read";
import type { RangeQuery } from "./schemas";

const KEYS = ["total", "inbound", "outbound", "sent", "delivered", "read", "failed", "replied"] as const;

/**
 * GET /chatapp/analytics/messages/trends: the rates over time, and each total against the
 * same number of days just before the range (none for all time).
 */
export async function getTrends({ ctx, input }: { ctx: Ctx; input: RangeQuery }) {
  const s = await scopeOf(ctx, input);
  const { startDate, endDate } = s.range;
  const prev = startDate && endDate ? previousRange(startDate, endDate) : null;
  const { interval, series, totals: current, previous } = await messageSeries(s, prev);
  const change = Object.fromEntries(KEYS.map((k) => [k, previous && previous[k] ? Math.round(((current[k] - previous[k]) / previous[k]) * 1000) / 10 : null]));
  return {
    range: s.range,
    previous: prev && previous ? { ...prev, messages: previous } : null,
    change,
    interval,
    series: series.map((p) => ({ date: p.date, total: p.inbound + p.outbound, ...ratesOf({ ...p, total: p.inbound + p.outbound }) })),
  };
}
