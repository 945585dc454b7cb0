import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { systemCtx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { AppError } from "@/lib/domain/errors";
import { errorFields, log } from "@/lib/log";
import { startCampaign } from "../run-campaign";
import { campaigns } from "@/db/schema";

/**
 * SCHEDULED campaigns whose time has come start as a run would. Each in its own transaction,
 * its row locked with SKIP LOCKED, so two processes never start one twice. One that cannot
 * start (its template is no longer approved) fails with the reason instead of retrying forever.
 */
export async function startDueCampaigns(now = new Date()): Promise<number> {
  const { rows } = await getDb().execute<{ id: string; company_id: string }>(
    sql`select id, company_id from campaigns where status = 'SCHEDULED' and scheduled_at <= ${now.toISOString()}::timestamptz order by scheduled_at limit 20`,
  );
  let started = 0;
  for (const row of rows) {
    const ctx = systemCtx(row.company_id, "Campaign schedule");
    try {
      await getDb().transaction(async (tx) => {
        const { rows: free } = await tx.execute(sql`select 1 from campaigns where id = ${row.id} and status = 'SCHEDULED' for update skip locked`);
        if (!free.length) return;
        await startCampaign({ ...ctx, tx }, row.id);
        started++;
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      log.warn("scheduled campaign could not start", { campaignId: row.id, ...errorFields(err) });
      await getDb().update(campaigns).set({ status: "FAILED", statusReason: `Could not start at its scheduled time: ${err.message}`, finishedAt: new Date() }).where(byIdInCompany(campaigns, ctx, row.id));
    }
  }
  return started;
}
