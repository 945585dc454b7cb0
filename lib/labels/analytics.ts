import "server-only";
import { sql } from "drizzle-orm";
import { scopeOf } from "@/lib/analytics/read";
import type { RangeQuery } from "@/lib/analytics/schemas";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import type { LabelAnalytics } from "./schemas";

type Row = { id: string; name: string; color: string; conversations: number; resolved: number };

/**
 * Conversations per label in the range: opened in it (by the company's calendar) and carrying
 * the label now, and of those resolved in it. Read from the tables, not the rollups: labels come
 * and go on a conversation, so a count per day frozen at the time would not match the list.
 */
export async function getLabelAnalytics({ ctx, input }: { ctx: Ctx; input: RangeQuery }): Promise<LabelAnalytics> {
  const s = await scopeOf(ctx, input);
  const { startDate, endDate } = s.range;
  const from = startDate ? sql` and c.created_at >= (${startDate}::date::timestamp at time zone ${s.tz})` : sql``;
  const to = endDate ? sql` and c.created_at < ((${endDate}::date + 1)::timestamp at time zone ${s.tz})` : sql``;
  const channel = s.range.channel ? sql` and c.channel = ${s.range.channel.toUpperCase()}::channel` : sql``;
  const { rows } = await dbOf(ctx).execute<Row>(sql`
    select l.id, l.name, l.color,
      count(c.id)::int as conversations,
      count(c.id) filter (where c.status = 'RESOLVED')::int as resolved
    from labels l
    left join conversation_labels cl on cl.label_id = l.id
    left join conversations c on c.id = cl.conversation_id${from}${to}${channel}
    where ${companySql(ctx, "l")}
    group by l.id
    order by count(c.id) desc, lower(l.name)`);
  const total = rows.reduce((a, r) => a + Number(r.conversations), 0);
  return { range: s.range, labels: rows.map((r) => ({ id: r.id, name: r.name, color: r.color, conversations: Number(r.conversations), resolved: Number(r.resolved), share: total ? Math.round((Number(r.conversations) / total) * 1000) / 10 : null })) };
}
