import "server-only";
import { sql } from "drizzle-orm";
import { campaigns } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany, companySql } from "@/lib/domain/tenancy";
import { emitCampaignEvent } from "./campaign-events";
import { getCampaignOrThrow, lockCampaignRow, wakeSendersSql } from "./get-campaign";
import { countsOf } from "./present";
import type { CampaignView } from "./schemas";
import { assertAllowed } from "./states";

/**
 * RUNNING → PAUSED. Senders re-read the state before every claim, so nothing new is claimed
 * once this commits; what was claimed (at most a second of sends) goes out.
 */
export async function pauseCampaign({ ctx, id }: { ctx: Ctx; id: string }): Promise<CampaignView> {
  await withTx(ctx, async (tctx) => {
    assertAllowed("pause", (await lockCampaignRow(tctx, id)).status);
    await tctx.tx.update(campaigns).set({ status: "PAUSED", statusReason: null }).where(byIdInCompany(campaigns, tctx, id));
  });
  return getCampaignOrThrow({ ctx, id });
}

/** PAUSED → RUNNING, at the campaign's pace from now (no burst to catch up). */
export async function resumeCampaign({ ctx, id }: { ctx: Ctx; id: string }): Promise<CampaignView> {
  await withTx(ctx, async (tctx) => {
    assertAllowed("resume", (await lockCampaignRow(tctx, id)).status);
    await tctx.tx.update(campaigns).set({ status: "RUNNING", statusReason: null, paceAt: null }).where(byIdInCompany(campaigns, tctx, id));
    await tctx.tx.execute(wakeSendersSql());
  });
  return getCampaignOrThrow({ ctx, id });
}

/** Any unfinished campaign → CANCELLED; PENDING recipients become SKIPPED. A started one emits campaign.completed. */
export async function cancelCampaign({ ctx, id }: { ctx: Ctx; id: string }): Promise<CampaignView> {
  await withTx(ctx, async (tctx) => {
    const row = await lockCampaignRow(tctx, id);
    assertAllowed("cancel", row.status);
    await tctx.tx.execute(sql`update campaign_recipients set status = 'SKIPPED', next_attempt_at = null where ${companySql(tctx)} and campaign_id = ${id} and status = 'PENDING'`);
    const [cancelled] = await tctx.tx
      .update(campaigns)
      .set({ status: "CANCELLED", statusReason: null, finishedAt: new Date() })
      .where(byIdInCompany(campaigns, tctx, id))
      .returning();
    if (row.startedAt) await emitCampaignEvent(tctx.tx, "campaign.completed", cancelled, { counts: (await countsOf(tctx, [id])).get(id)! });
  });
  return getCampaignOrThrow({ ctx, id });
}
