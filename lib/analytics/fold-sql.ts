import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import { companySql } from "@/lib/domain/tenancy";
import { BUCKET_COUNT, BUCKET_EDGES } from "./buckets";

/**
 * The statements of the fold: one company's rollup rows for the local days [d0, d1] (the
 * instants [a, b)) recomputed from the raw messages and conversations. Counting rules are
 * written down in docs/decisions.md, "Analytics".
 */
type Co = { companyId: string };

const EDGES = sql.raw(`array[${BUCKET_EDGES.join(",")}]::float8[]`);
const idx = Array.from({ length: BUCKET_COUNT }, (_, i) => i);
/** Counts per bucket of the rows whose bucket column is set, as int[] (null when none). */
const histOf = (col: string) => sql.raw(`case when count(${col}) > 0 then array[${idx.map((i) => `count(*) filter (where ${col} = ${i})`).join(", ")}]::int[] end`);
/** Element-wise sum of histogram arrays (1-based in SQL). */
export const histSum = (col: string) => sql.raw(`array[${idx.map((i) => `coalesce(sum(${col}[${i + 1}]), 0)`).join(", ")}]::bigint[]`);
const histSumOrNull = (col: string) => `case when count(${col}) > 0 then array[${idx.map((i) => `coalesce(sum(${col}[${i + 1}]), 0)`).join(", ")}]::int[] end`;

const MEASURES = "inbound, outbound, sent, delivered, read, failed, replied, conversations_opened, open_now, closed_now, resolved_now, resolved, first_responses, first_response_seconds, first_response_hist, resolution_seconds, resolution_hist";
const COLUMNS = sql.raw(`company_id, day, channel, template_name, agent_id, ${MEASURES}`);
const CHANNEL_COLUMNS = sql.raw(`company_id, day, channel, ${MEASURES}`);
const AGENT_COLUMNS = sql.raw(`company_id, day, agent_id, ${MEASURES}`);

/** The measures of rollup rows summed (a group's histograms stay null when none of its rows has one). */
const SUMS = sql.raw(`sum(inbound), sum(outbound), sum(sent), sum(delivered), sum(read), sum(failed), sum(replied),
  sum(conversations_opened), sum(open_now), sum(closed_now), sum(resolved_now), sum(resolved),
  sum(first_responses), sum(first_response_seconds), ${histSumOrNull("first_response_hist")},
  sum(resolution_seconds), ${histSumOrNull("resolution_hist")}`);

export function deleteDays(co: Co, d0: string | null, d1: string | null): SQL {
  return d0 && d1 ? sql`delete from analytics_daily where ${companySql(co)} and day between ${d0}::date and ${d1}::date` : sql`delete from analytics_daily where ${companySql(co)}`;
}

/** a and b: the instants the run starts and ends (SQL expressions). */
export function insertDays(co: Co, tz: string, a: SQL, b: SQL): SQL {
  const day = (col: SQL) => sql`(${col} at time zone ${tz})::date`;
  return sql`
    insert into analytics_daily (${COLUMNS})
    select ${co.companyId}, day, channel, t, a,
      sum(inbound), sum(outbound), sum(sent), sum(delivered), sum(read), sum(failed), sum(replied),
      sum(opened), sum(open_now), sum(closed_now), sum(resolved_now), sum(resolved),
      count(fr_b), coalesce(round(sum(fr_s)), 0)::bigint, ${histOf("fr_b")},
      coalesce(round(sum(res_s)), 0)::bigint, ${histOf("res_b")}
    from (
      select day, channel, t, a, inbound, outbound, sent, delivered, read, failed, replied,
             0 as opened, 0 as open_now, 0 as closed_now, 0 as resolved_now, 0 as resolved, null::int as fr_b, null::float8 as fr_s, null::int as res_b, null::float8 as res_s
      from (
        select ${day(sql`m.created_at`)} as day, m.channel, coalesce(m.template_name, '') as t, coalesce(m.sent_by_user_id, '') as a,
          count(*) filter (where m.direction = 'inbound') as inbound,
          count(*) filter (where m.direction = 'outbound') as outbound,
          count(*) filter (where m.direction = 'outbound' and m.status in ('sent', 'delivered', 'read')) as sent,
          count(*) filter (where m.direction = 'outbound' and m.status in ('delivered', 'read')) as delivered,
          count(*) filter (where m.direction = 'outbound' and m.status = 'read') as read,
          count(*) filter (where m.direction = 'outbound' and m.status = 'failed') as failed,
          count(*) filter (where m.replied) as replied
        from (
          select m.created_at, m.channel, m.template_name, m.sent_by_user_id, m.direction, m.status,
            -- The reply window is compared as a difference on purpose: a bare range on
            -- i.created_at lets the planner AND the conversation's index with the company's
            -- (company_id, created_at) index scanned without its company, a day of every
            -- company's messages per outbound message (seconds per fold under campaigns).
            m.direction = 'outbound' and exists (
              select 1 from messages i where i.conversation_id = m.conversation_id and i.direction = 'inbound'
                and i.created_at - m.created_at > interval '0' and i.created_at - m.created_at <= interval '24 hours') as replied
          from messages m where ${companySql(co, "m")} and m.created_at >= ${a} and m.created_at < ${b}
        ) m
        group by 1, 2, 3, 4
      ) g
      union all
      -- First responses: the first outbound after the conversation's first inbound, on its day.
      select ${day(sql`r.created_at`)}, r.channel, '', coalesce(r.sent_by_user_id, ''), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
             width_bucket(extract(epoch from r.created_at - fi.first_at)::float8, ${EDGES}), extract(epoch from r.created_at - fi.first_at)::float8, null, null
      from (select distinct m.conversation_id from messages m where ${companySql(co, "m")} and m.direction = 'outbound' and m.created_at >= ${a} and m.created_at < ${b}) o
      cross join lateral (select min(i.created_at) first_at from messages i where i.conversation_id = o.conversation_id and i.direction = 'inbound') fi
      cross join lateral (
        select r.created_at, r.channel, r.sent_by_user_id from messages r
        where r.conversation_id = o.conversation_id and r.direction = 'outbound' and r.created_at > fi.first_at order by r.created_at limit 1) r
      where r.created_at >= ${a} and r.created_at < ${b}
      union all
      select ${day(sql`v.created_at`)}, v.channel, '', coalesce(v.assigned_agent_id, ''), 0, 0, 0, 0, 0, 0, 0,
             1, (v.status = 'OPEN')::int, (v.status = 'CLOSED')::int, (v.status = 'RESOLVED')::int, 0, null, null, null, null
      from conversations v where ${companySql(co, "v")} and v.created_at >= ${a} and v.created_at < ${b}
      union all
      select ${day(sql`v.resolved_at`)}, v.channel, '', coalesce(v.assigned_agent_id, ''), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, null, null,
             width_bucket(greatest(extract(epoch from v.resolved_at - v.created_at), 0)::float8, ${EDGES}), greatest(extract(epoch from v.resolved_at - v.created_at), 0)::float8
      from conversations v where ${companySql(co, "v")} and v.resolved_at is not null and v.resolved_at >= ${a} and v.resolved_at < ${b}
    ) f
    group by day, channel, t, a`;
}

/**
 * The channel rows and the agent rows of the local days [d0, d1] (all days when null)
 * rewritten from the daily rows just recomputed: the same measures summed over the template
 * and agent keys (channel rows), or over channel and template for rows with an agent.
 */
export function rewriteNarrowDays(co: Co, d0: string | null, d1: string | null): SQL[] {
  const days = d0 && d1 ? sql` and day between ${d0}::date and ${d1}::date` : sql``;
  return [
    sql`delete from analytics_channel_daily where ${companySql(co)}${days}`,
    sql`insert into analytics_channel_daily (${CHANNEL_COLUMNS})
      select company_id, day, channel, ${SUMS} from analytics_daily where ${companySql(co)}${days} group by 1, 2, 3`,
    sql`delete from analytics_agent_daily where ${companySql(co)}${days}`,
    sql`insert into analytics_agent_daily (${AGENT_COLUMNS})
      select company_id, day, agent_id, ${SUMS} from analytics_daily where ${companySql(co)}${days} and agent_id <> '' group by 1, 2, 3`,
  ];
}

/**
 * The months holding the given days (all months when null), rewritten from the daily rows;
 * the channel and agent months from the keyed months just written (fewer rows than their days).
 */
export function rewriteMonths(co: Co, months: string[] | null): SQL[] {
  const where = months ? sql`${companySql(co)} and date_trunc('month', day)::date = any(${pgArray(months)}::date[])` : companySql(co);
  const range = months ? sql` and day >= ${months[0]}::date and day < (${months[months.length - 1]}::date + interval '1 month')` : sql``;
  const monthsOnly = months ? sql` and day = any(${pgArray(months)}::date[])` : sql``;
  return [
    sql`delete from analytics_monthly where ${companySql(co)}${monthsOnly}`,
    sql`
      insert into analytics_monthly (${COLUMNS})
      select company_id, date_trunc('month', day)::date, channel, template_name, agent_id, ${SUMS}
      from analytics_daily where ${where}${range}
      group by 1, 2, 3, 4, 5`,
    sql`delete from analytics_channel_monthly where ${companySql(co)}${monthsOnly}`,
    sql`insert into analytics_channel_monthly (${CHANNEL_COLUMNS})
      select company_id, day, channel, ${SUMS} from analytics_monthly where ${companySql(co)}${monthsOnly} group by 1, 2, 3`,
    sql`delete from analytics_agent_monthly where ${companySql(co)}${monthsOnly}`,
    sql`insert into analytics_agent_monthly (${AGENT_COLUMNS})
      select company_id, day, agent_id, ${SUMS} from analytics_monthly where ${companySql(co)}${monthsOnly} and agent_id <> '' group by 1, 2, 3`,
  ];
}
