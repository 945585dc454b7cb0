import "server-only";
import { sql } from "drizzle-orm";
import { campaigns } from "@/db/schema";
import { pgArray } from "@/db/sql";
import { withTx, type Ctx } from "@/lib/domain/context";
import { byIdInCompany, companySql } from "@/lib/domain/tenancy";
import { getCampaignOrThrow, lockCampaignRow, wakeSendersSql } from "./get-campaign";
import type { CampaignView } from "./schemas";
import { assertAllowed } from "./states";
import type { FailureCategory } from "./failure-category";

/**
 * FAILED recipients (only the given ids or categories, when given) go back to PENDING with a
 * fresh attempt count and a new message (the failed one stays in the thread). A finished
 * campaign runs again; a PAUSED one stays paused until resumed.
 */
export async function retryCampaign({ ctx, id, input }: { ctx: Ctx; id: string; input: { recipientIds?: string[]; failureCategories?: FailureCategory[] } }): Promise<{ retried: number; campaign: CampaignView }> {
  const retried = await withTx(ctx, async (tctx) => {
    const row = await lockCampaignRow(tctx, id);
    assertAllowed("retry", row.status);
    const r = await tctx.tx.execute(sql`
      update campaign_recipients set status = 'PENDING', attempts = 0, message_id = null, platform_message_id = null, next_attempt_at = null, lease_until = null, failed_at = null
      where ${companySql(tctx)} and campaign_id = ${id} and status = 'FAILED'
        ${input.recipientIds?.length ? sql`and id = any(${pgArray(input.recipientIds)}::text[])` : sql``}
        ${input.failureCategories?.length ? sql`and failure_category = any(${pgArray(input.failureCategories)}::failure_category[])` : sql``}`);
    const n = r.rowCount ?? 0;
    if (n && (row.status === "COMPLETED" || row.status === "FAILED")) {
      await tctx.tx.update(campaigns).set({ status: "RUNNING", statusReason: null, finishedAt: null, paceAt: null }).where(byIdInCompany(campaigns, tctx, id));
    }
    if (n) await tctx.tx.execute(wakeSendersSql());
    return n;
  });
  return { retried, campaign: await getCampaignOrThrow({ ctx, id }) };
}
