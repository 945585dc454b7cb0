import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { MESSAGE_SUMS, messageTotals, rowsOf, scopeOf, type MessageRow } from "./read";
import type { AnalyticsChannel } from "./schemas";

/** GET /chatapp/stats: all-time message and conversation totals (the monthly rollups). */
export async function getStats({ ctx, input }: { ctx: Ctx; input: { channel?: AnalyticsChannel } }) {
  const s = await scopeOf(ctx, { channel: input.channel });
  const { rows } = await dbOf(ctx).execute<MessageRow & Record<string, number>>(sql`
    select ${MESSAGE_SUMS}, coalesce(sum(r.conversations_opened), 0)::int as opened, coalesce(sum(r.open_now), 0)::int as open,
      coalesce(sum(r.closed_now), 0)::int as closed, coalesce(sum(r.resolved_now), 0)::int as resolved
    from ${rowsOf(s, "channel", { startDate: null, endDate: null })}`);
  const r = rows[0];
  return {
    timezone: s.tz,
    channel: s.range.channel,
    messages: messageTotals(r),
    conversations: { total: Number(r?.opened ?? 0), open: Number(r?.open ?? 0), closed: Number(r?.closed ?? 0), resolved: Number(r?.resolved ?? 0) },
  };
}
