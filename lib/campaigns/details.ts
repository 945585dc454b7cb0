import "server-only";
import { sql } from "drizzle-orm";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { findCampaignRow } from "./get-campaign";
import { presentCampaigns } from "./present";

/**
 * Progress as the campaign page shows it: counts per status, the send rate over the last 10
 * seconds and minute (from the partial index of sent recipients), and an ETA from the rate,
 * or from the pace when nothing was sent lately.
 */
export async function campaignDetails({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await findCampaignRow(ctx, id);
  const [[campaign], { rows }] = await Promise.all([
    presentCampaigns(ctx, [row]),
    dbOf(ctx).execute<{ s10: number; s60: number; categories: Record<string, number> | null }>(sql`
      select (select count(*)::int from campaign_recipients where ${companySql(ctx)} and campaign_id = ${id} and sent_at > now() - interval '10 seconds') as s10,
             (select count(*)::int from campaign_recipients where ${companySql(ctx)} and campaign_id = ${id} and sent_at > now() - interval '60 seconds') as s60,
             (select jsonb_object_agg(failure_category, n) from (
                select failure_category, count(*)::int as n from campaign_recipients
                where ${companySql(ctx)} and campaign_id = ${id} and status = 'FAILED' and failure_category is not null group by failure_category) f) as categories`),
  ]);
  const counts = campaign.counts;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const left = counts.PENDING + counts.CLAIMED;
  const done = total - left;
  const perSecond = Math.round((rows[0].s10 / 10) * 10) / 10;
  const rateForEta = perSecond > 0 ? perSecond : campaign.status === "RUNNING" && !row.pacingDisabled ? row.messagesPerSecond : 0;
  const etaSeconds = left === 0 ? 0 : rateForEta > 0 && campaign.status === "RUNNING" ? Math.ceil(left / rateForEta) : null;
  return {
    campaign,
    counts,
    total,
    progress: { done, total, percent: total ? Math.round((done / total) * 1000) / 10 : 0 },
    rate: { perSecond, perMinute: rows[0].s60 },
    etaSeconds,
    eta: etaSeconds === null ? null : new Date(Date.now() + etaSeconds * 1000).toISOString(),
    failureCategories: rows[0].categories ?? {},
  };
}
