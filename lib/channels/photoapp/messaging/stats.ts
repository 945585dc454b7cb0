import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";

import type { StatsPeriod } from "./stats-periods";

/** Where a period starts: today and this month in the company's time zone; 7days is the last 168 hours. */
function periodStart(period: StatsPeriod, timezone: SQL) {
  if (period === "7days") return sql`now() - interval '7 days'`;
  const unit = period === "today" ? "day" : "month";
  return sql`date_trunc(${unit}, now() at time zone ${timezone}) at time zone ${timezone}`;
}

/**
 * GET /photoapp/stats: the period's messages both ways (with how far the sent ones got),
 * conversations started and active, new customers, and a count per day in the company's zone.
 */
export async function photoappStats({ ctx, period }: { ctx: Ctx; period: StatsPeriod }) {
  const db = dbOf(ctx);
  const { rows } = await db.execute<Record<string, string | number | null>>(sql`
    with z as (select timezone as tz from companies where id = ${ctx.companyId}),
    p as (select (${periodStart(period, sql`z.tz`)}) as since, z.tz from z),
    m as (select m.direction, m.status, m.conversation_id, m.contact_id, m.created_at from messages m, p where ${companySql(ctx, "m")} and m.channel = 'PHOTOAPP' and m.created_at >= p.since)
    select (select since from p) as since, (select tz from p) as tz,
      count(*) filter (where direction = 'inbound')::int as received,
      count(*) filter (where direction = 'outbound' and status in ('sent', 'delivered', 'read'))::int as sent,
      count(*) filter (where direction = 'outbound' and status in ('delivered', 'read'))::int as delivered,
      count(*) filter (where direction = 'outbound' and status = 'read')::int as read,
      count(*) filter (where direction = 'outbound' and status = 'failed')::int as failed,
      count(distinct conversation_id)::int as active_conversations,
      count(distinct contact_id) filter (where direction = 'inbound')::int as customers,
      (select count(*)::int from conversations v, p where ${companySql(ctx, "v")} and v.channel = 'PHOTOAPP' and v.created_at >= p.since) as conversations_started,
      (select count(*)::int from contact_channel_ids i, p where ${companySql(ctx, "i")} and i.channel = 'PHOTOAPP' and i.created_at >= p.since) as new_customers,
      (select coalesce(jsonb_agg(d order by d.day), '[]'::jsonb) from (
        select to_char(created_at at time zone (select tz from p), 'YYYY-MM-DD') as day,
               count(*) filter (where direction = 'inbound')::int as received,
               count(*) filter (where direction = 'outbound')::int as sent
        from m group by 1) d) as by_day
    from m`);
  const r = rows[0];
  const since = new Date(String(r.since));
  return {
    period,
    from: since.toISOString(),
    to: new Date().toISOString(),
    timezone: String(r.tz ?? "UTC"),
    messages: { received: Number(r.received), sent: Number(r.sent), delivered: Number(r.delivered), read: Number(r.read), failed: Number(r.failed) },
    readRate: Number(r.sent) ? Math.round((Number(r.read) / Number(r.sent)) * 1000) / 10 : null,
    conversations: { started: Number(r.conversations_started), active: Number(r.active_conversations) },
    customers: { active: Number(r.customers), new: Number(r.new_customers) },
    byDay: r.by_day as unknown as { day: string; received: number; sent: number }[],
  };
}
