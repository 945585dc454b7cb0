import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { findCampaignRow } from "./get-campaign";
import type { timeseriesQuery } from "./schemas";

const SIX_HOURS = 6 * 3600_000;

/** Sent, delivered, read, failed and replied per minute or hour, from the recipients' times. */
export async function campaignTimeseries({ ctx, id, query }: { ctx: Ctx; id: string; query: z.output<typeof timeseriesQuery> }) {
  const c = await findCampaignRow(ctx, id);
  const span = (c.finishedAt ?? new Date()).getTime() - (c.startedAt ?? new Date()).getTime();
  const interval = query.interval ?? (span > SIX_HOURS ? "hour" : "minute");
  const from = query.from ? sql`and t.at >= ${query.from.toISOString()}::timestamptz` : sql``;
  const to = query.to ? sql`and t.at < ${query.to.toISOString()}::timestamptz` : sql``;
  const { rows } = await dbOf(ctx).execute<{ at: string; sent: number; delivered: number; read: number; failed: number; replied: number }>(sql`
    select date_trunc(${interval}, t.at) as at,
           count(*) filter (where t.kind = 'sent')::int as sent, count(*) filter (where t.kind = 'delivered')::int as delivered,
           count(*) filter (where t.kind = 'read')::int as read, count(*) filter (where t.kind = 'failed')::int as failed,
           count(*) filter (where t.kind = 'replied')::int as replied
    from campaign_recipients r
    cross join lateral (values ('sent', r.sent_at), ('delivered', r.delivered_at), ('read', r.read_at), ('failed', r.failed_at), ('replied', r.replied_at)) as t(kind, at)
    where ${companySql(ctx, "r")} and r.campaign_id = ${id} and t.at is not null ${from} ${to}
    group by 1 order by 1`);
  return { interval, points: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })) };
}
