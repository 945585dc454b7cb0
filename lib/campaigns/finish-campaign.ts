import "server-only";
import { sql } from "drizzle-orm";
import { campaigns, type Campaign } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { byIdInCompany, companySql } from "@/lib/domain/tenancy";
import { emitCampaignEvent } from "./campaign-events";
import { countsOf } from "./present";

/**
 * A RUNNING campaign with nothing left PENDING or CLAIMED: COMPLETED, or FAILED when every
 * send failed (none reached the platform). Emits campaign.completed either way. The caller
 * holds the campaign's row lock.
 */
export async function finishCampaign(ctx: TxCtx, c: Campaign, reason: string | null = null): Promise<Campaign> {
  const counts = (await countsOf(ctx, [c.id])).get(c.id)!;
  const reached = counts.SENT + counts.DELIVERED + counts.READ + counts.REPLIED;
  const failed = counts.FAILED > 0 && reached === 0;
  const [done] = await ctx.tx
    .update(campaigns)
    .set({ status: failed ? "FAILED" : "COMPLETED", statusReason: failed ? `Every send failed (${counts.FAILED})` : reason, finishedAt: new Date() })
    .where(byIdInCompany(campaigns, ctx, c.id))
    .returning();
  await emitCampaignEvent(ctx.tx, "campaign.completed", done, { counts });
  return done;
}

/** Work left: a PENDING or CLAIMED recipient (two index probes). */
export async function hasWorkLeft(ctx: TxCtx, campaignId: string): Promise<boolean> {
  const { rows } = await ctx.tx.execute<{ left: boolean }>(sql`
    select exists (select 1 from campaign_recipients where ${companySql(ctx)} and campaign_id = ${campaignId} and status in ('PENDING', 'CLAIMED')) as left`);
  return rows[0].left;
}

/**
 * The campaign ends badly while running (its template was disabled or rejected): FAILED,
 * PENDING recipients SKIPPED, campaign.completed with the reason.
 */
export async function failCampaign(ctx: TxCtx, c: Campaign, reason: string): Promise<Campaign> {
  await ctx.tx.execute(sql`update campaign_recipients set status = 'SKIPPED' where ${companySql(ctx)} and campaign_id = ${c.id} and status = 'PENDING'`);
  const [failed] = await ctx.tx.update(campaigns).set({ status: "FAILED", statusReason: reason, finishedAt: new Date() }).where(byIdInCompany(campaigns, ctx, c.id)).returning();
  await emitCampaignEvent(ctx.tx, "campaign.completed", failed, { counts: (await countsOf(ctx, [c.id])).get(c.id)! });
  return failed;
}
