import "server-only";
import { sql } from "drizzle-orm";
import { scopeOf } from "@/lib/analytics/read";
import type { RangeQuery } from "@/lib/analytics/schemas";
import { dayBounds } from "@/lib/analytics/zone";
import { dbOf, type Ctx } from "@/lib/domain/context";
import type { SlaBreachAnalytics } from "./schemas";
import { companySql } from "@/lib/domain/tenancy";

type Row = { dim: string; id: string | null; name: string | null; breached: number; warned: number };

/**
 * Breaches and warnings over a range, by the agent, team and inbox the conversation had when
 * the sweep marked it (sla_marks keeps them as they were), and by clock. Read from the marks
 * directly: they are few next to messages, and the company's index covers the range.
 */
export async function getSlaBreaches({ ctx, input }: { ctx: Ctx; input: RangeQuery }): Promise<SlaBreachAnalytics> {
  const s = await scopeOf(ctx, input);
  const from = s.range.startDate ? dayBounds(s.range.startDate, s.tz).start : null;
  const to = s.range.endDate ? dayBounds(s.range.endDate, s.tz).end : null;
  const { rows } = await dbOf(ctx).execute<Row>(sql`
    with m as (
      select k.* from sla_marks k
      ${s.range.channel ? sql`join conversations c on c.id = k.conversation_id and c.channel = ${s.range.channel.toUpperCase()}::channel` : sql``}
      where ${companySql(ctx, "k")}
        ${from ? sql`and k.marked_at >= ${from.toISOString()}::timestamptz` : sql``}
        ${to ? sql`and k.marked_at < ${to.toISOString()}::timestamptz` : sql``}
    ), counted as (
      select 'metric' as dim, metric as id, kind from m
      union all select 'agent', assignee_id, kind from m
      union all select 'team', team_id, kind from m
      union all select 'inbox', inbox_id, kind from m
    )
    select c.dim, c.id, coalesce(u.name, t.name, i.name) as name,
      count(*) filter (where c.kind = 'breached')::int as breached, count(*) filter (where c.kind = 'warning')::int as warned
    from counted c
    left join users u on c.dim = 'agent' and u.id = c.id
    left join teams t on c.dim = 'team' and t.id = c.id
    left join channel_connections i on c.dim = 'inbox' and i.id = c.id
    group by c.dim, c.id, u.name, t.name, i.name
    order by breached desc, warned desc`);
  const of = (dim: string) => rows.filter((r) => r.dim === dim).map((r) => ({ id: r.id, name: r.name, breached: Number(r.breached), warned: Number(r.warned) }));
  const metrics = of("metric");
  const count = (k: "breached" | "warned") => metrics.reduce((a, r) => a + r[k], 0);
  return {
    range: s.range,
    breached: count("breached"),
    warned: count("warned"),
    byMetric: metrics.map((m) => ({ metric: m.id as SlaBreachAnalytics["byMetric"][number]["metric"], breached: m.breached, warned: m.warned })),
    byAgent: of("agent"),
    byTeam: of("team"),
    byInbox: of("inbox"),
  };
}
