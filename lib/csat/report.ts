import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { scopeOf } from "@/lib/analytics/read";
import type { AnalyticsChannel } from "@/lib/analytics/schemas";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import type { CsatFigures, CsatReport, CsatReportQuery } from "./schemas";

/**
 * Which surveys a report or list reads: the company's sent ones (a failed or cancelled request
 * was never a question to the customer), in the range by the day they were sent in the
 * company's zone, so the response rate compares like with like; narrowed by inbox, agent, team
 * and channel.
 */
export async function surveyScope(ctx: Ctx, q: CsatReportQuery): Promise<{ where: SQL; range: Awaited<ReturnType<typeof scopeOf>>["range"] }> {
  const s = await scopeOf(ctx, q);
  const day = sql`(s.sent_at at time zone ${s.tz})::date`;
  const parts: SQL[] = [companySql(ctx, "s"), sql`s.status = 'sent'`];
  if (s.range.startDate && s.range.endDate) parts.push(sql`${day} between ${s.range.startDate}::date and ${s.range.endDate}::date`);
  if (s.range.channel) parts.push(sql`s.channel = ${s.range.channel.toUpperCase()}::channel`);
  if (q.inboxId) parts.push(sql`s.inbox_id = ${q.inboxId}`);
  if (q.agentId) parts.push(sql`s.agent_id = ${q.agentId}`);
  if (q.teamId) parts.push(sql`s.team_id = ${q.teamId}`);
  return { where: sql.join(parts, sql` and `), range: s.range };
}

const FIGURES = sql`count(*)::int as sent, count(s.rating)::int as answered, avg(s.rating)::float8 as average,
  count(*) filter (where s.rating >= 4)::int as satisfied,
  array[count(*) filter (where s.rating = 1), count(*) filter (where s.rating = 2), count(*) filter (where s.rating = 3), count(*) filter (where s.rating = 4), count(*) filter (where s.rating = 5)]::int[] as distribution`;

type FigureRow = { sent: number; answered: number; average: number | null; satisfied: number; distribution: number[] };

const pct = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : null);

/** A group's counts as the report's figures. */
export function figures(r: FigureRow): CsatFigures {
  return {
    sent: r.sent,
    answered: r.answered,
    averageRating: r.average === null ? null : Math.round(r.average * 100) / 100,
    satisfiedPercent: pct(r.satisfied, r.answered),
    responseRate: pct(r.answered, r.sent),
    distribution: r.distribution.map(Number),
  };
}

/** GET …/analytics/csat: the totals, and the same figures by agent, team and inbox, most answers first. */
export async function getCsatReport({ ctx, input }: { ctx: Ctx; input: CsatReportQuery }): Promise<CsatReport> {
  const { where, range } = await surveyScope(ctx, input);
  const db = dbOf(ctx);
  const group = <T extends Record<string, unknown>>(select: SQL, join: SQL, groupBy: SQL) =>
    db.execute<FigureRow & T>(sql`select ${select}, ${FIGURES} from csat_surveys s ${join} where ${where} group by ${groupBy} order by count(s.rating) desc, count(*) desc limit 100`);
  // One after another: a caller's transaction is one connection.
  const totals = await db.execute<FigureRow>(sql`select ${FIGURES} from csat_surveys s where ${where}`);
  const agents = await group<{ key: string | null; name: string | null }>(sql`s.agent_id as key, u.name`, sql`left join users u on u.id = s.agent_id`, sql`s.agent_id, u.name`);
  const teams = await group<{ key: string | null; name: string | null }>(sql`s.team_id as key, t.name`, sql`left join teams t on t.id = s.team_id`, sql`s.team_id, t.name`);
  const inboxes = await group<{ key: string; name: string | null; channel: string }>(sql`s.inbox_id as key, i.name, lower(i.channel::text) as channel`, sql`join channel_connections i on i.id = s.inbox_id`, sql`s.inbox_id, i.name, i.channel`);
  return {
    range,
    totals: figures(totals.rows[0]),
    byAgent: agents.rows.map((r) => ({ agentId: r.key, name: r.name, ...figures(r) })),
    byTeam: teams.rows.map((r) => ({ teamId: r.key, name: r.name, ...figures(r) })),
    byInbox: inboxes.rows.map((r) => ({ inboxId: r.key, name: r.name, channel: r.channel as AnalyticsChannel, ...figures(r) })),
  };
}
