/**
 * The same figures as the analytics routes, computed by plain aggregates over the raw
 * messages and conversations (no rollups), for the benchmark's baseline and its check that
 * both agree. Exact percentiles here; the routes estimate them from histogram buckets.
 */
import pg from "pg";

export type Baseline = { name: string; ms: number; figures: Record<string, unknown> };

const msgTotals = `count(*) filter (where direction = 'inbound')::int inbound, count(*) filter (where direction = 'outbound')::int outbound,
  count(*) filter (where direction = 'outbound' and status in ('sent','delivered','read'))::int sent,
  count(*) filter (where direction = 'outbound' and status in ('delivered','read'))::int delivered,
  count(*) filter (where direction = 'outbound' and status = 'read')::int read, count(*) filter (where direction = 'outbound' and status = 'failed')::int failed`;

/** One plain query per route over all time for `companyId`. */
export function baselineQueries(companyId: string): { name: string; sql: string }[] {
  const co = `'${companyId}'`;
  const firstResponses = `select r.created_at - fi.first_at d, r.sent_by_user_id agent from (select conversation_id, min(created_at) first_at from messages where company_id = ${co} and direction = 'inbound' group by 1) fi
    cross join lateral (select created_at, sent_by_user_id from messages r where r.conversation_id = fi.conversation_id and r.direction = 'outbound' and r.created_at > fi.first_at order by created_at limit 1) r`;
  return [
    { name: "stats", sql: `select (select row_to_json(x) from (select ${msgTotals} from messages where company_id = ${co}) x) m, (select row_to_json(y) from (select count(*)::int total, count(*) filter (where status='OPEN')::int open, count(*) filter (where status='CLOSED')::int closed, count(*) filter (where status='RESOLVED')::int resolved from conversations where company_id = ${co}) y) c` },
    { name: "summary", sql: `select (select row_to_json(x) from (select ${msgTotals} from messages where company_id = ${co}) x) m, (select count(*) from conversations where company_id = ${co})::int opened` },
    { name: "messages", sql: `select date_trunc('month', created_at at time zone 'America/New_York')::date::text m, ${msgTotals} from messages where company_id = ${co} group by 1 order by 1` },
    { name: "messages/trends", sql: `select date_trunc('month', created_at at time zone 'America/New_York')::date::text m, count(*) filter (where direction='outbound' and status='read')::float / nullif(count(*) filter (where direction='outbound'), 0) read_rate from messages where company_id = ${co} group by 1 order by 1` },
    { name: "response-times", sql: `select count(*)::int first_responses, percentile_cont(0.5) within group (order by extract(epoch from d)) median, percentile_cont(0.9) within group (order by extract(epoch from d)) p90 from (${firstResponses}) f` },
    { name: "templates", sql: `select template_name name, ${msgTotals} from messages where company_id = ${co} and template_name is not null group by 1 order by 3 desc limit 10` },
    { name: "conversations", sql: `select count(*)::int opened, count(resolved_at)::int resolved, count(*) filter (where status='OPEN')::int open from conversations where company_id = ${co}` },
    { name: "agents", sql: `select sent_by_user_id agent, count(*)::int messages from messages where company_id = ${co} and direction = 'outbound' and sent_by_user_id is not null group by 1 order by 2 desc limit 10` },
    { name: "channels", sql: `select lower(channel::text) channel, count(*)::int messages from messages where company_id = ${co} group by 1 order by 2 desc` },
  ];
}

export async function runBaseline(c: pg.Client, companyId: string): Promise<Baseline[]> {
  const out: Baseline[] = [];
  for (const q of baselineQueries(companyId)) {
    const t = performance.now();
    const { rows } = await c.query(q.sql);
    out.push({ name: q.name, ms: Math.round(performance.now() - t), figures: { rows } });
  }
  return out;
}
