import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { pct, rowsOf, scopeOf } from "./read";
import type { AnalyticsChannel, RangeQuery } from "./schemas";

type Row = { channel: string; inbound: number; outbound: number; delivered: number; read: number; failed: number; conversations: number };

/** GET /chatapp/analytics/channels: per channel with activity, most messages first. */
export async function getChannels({ ctx, input }: { ctx: Ctx; input: RangeQuery }) {
  const s = await scopeOf(ctx, input);
  const { rows } = await dbOf(ctx).execute<Row>(sql`
    select lower(r.channel::text) as channel, coalesce(sum(r.inbound), 0)::int as inbound, coalesce(sum(r.outbound), 0)::int as outbound,
      coalesce(sum(r.delivered), 0)::int as delivered, coalesce(sum(r.read), 0)::int as read, coalesce(sum(r.failed), 0)::int as failed,
      coalesce(sum(r.conversations_opened), 0)::int as conversations
    from ${rowsOf(s, "channel")} group by r.channel having sum(r.inbound + r.outbound + r.conversations_opened) > 0`);
  const all = rows.reduce((a, r) => a + Number(r.inbound) + Number(r.outbound), 0);
  const channels = rows
    .map((r) => {
      const messages = Number(r.inbound) + Number(r.outbound);
      return { channel: r.channel as AnalyticsChannel, messages, inbound: Number(r.inbound), outbound: Number(r.outbound), delivered: Number(r.delivered), read: Number(r.read), failed: Number(r.failed), conversations: Number(r.conversations), share: pct(messages, all) };
    })
    .sort((a, b) => b.messages - a.messages || a.channel.localeCompare(b.channel));
  return { range: s.range, channels };
}
