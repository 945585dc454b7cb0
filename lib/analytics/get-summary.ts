import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { summarize } from "./buckets";
import { hist, MESSAGE_SUMS, messageTotals, ratesOf, rowsOf, scopeOf, TIME_SUMS, type MessageRow } from "./read";
import type { RangeQuery } from "./schemas";

type TimeRow = { fr_seconds: number; fr_hist: unknown; res_seconds: number; res_hist: unknown };

/** GET /chatapp/analytics/summary: totals, rates, conversations and response times of a range. */
export async function getSummary({ ctx, input }: { ctx: Ctx; input: RangeQuery }) {
  const s = await scopeOf(ctx, input);
  const { rows } = await dbOf(ctx).execute<MessageRow & TimeRow & { opened: number; resolved: number }>(sql`
    select ${MESSAGE_SUMS}, coalesce(sum(r.conversations_opened), 0)::int as opened, coalesce(sum(r.resolved), 0)::int as resolved, ${TIME_SUMS}
    from ${rowsOf(s, "channel")}`);
  const r = rows[0];
  const messages = messageTotals(r);
  return {
    range: s.range,
    messages,
    rates: ratesOf(messages),
    conversations: { opened: Number(r?.opened ?? 0), resolved: Number(r?.resolved ?? 0) },
    firstResponse: summarize(hist(r?.fr_hist), Number(r?.fr_seconds ?? 0)),
    resolution: summarize(hist(r?.res_hist), Number(r?.res_seconds ?? 0)),
  };
}
