import "server-only";
import { asc, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, companies } from "@/db/schema";
import { systemCtx, withTx, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { log } from "@/lib/log";

const BATCH = 5000;

/**
 * Removes the company's entries older than its `auditRetentionDays`, in batches. The trigger of
 * migration 0031 refuses any other delete: the flag it checks is set for these statements only
 * (set_config(..., true) lasts to the end of the transaction, so it is switched off again), and
 * even under it the trigger lets go of nothing younger than the retention.
 */
export async function pruneCompanyAudit({ ctx, batch = BATCH }: { ctx: Ctx; batch?: number }): Promise<{ deleted: number }> {
  let deleted = 0;
  for (;;) {
    const n = await withTx(ctx, async ({ tx }) => {
      await tx.execute(sql`select set_config('app.audit_prune', 'on', true)`);
      const res = await tx.execute(sql`
        delete from ${auditEvents} where id in (
          select a.id from ${auditEvents} a
          where ${companySql(ctx, "a")}
            and a.at < now() - make_interval(days => (select c.audit_retention_days from ${companies} c where c.id = ${ctx.companyId}))
          order by a.at
          limit ${batch})`);
      await tx.execute(sql`select set_config('app.audit_prune', 'off', true)`);
      return res.rowCount ?? 0;
    });
    deleted += n;
    if (n < batch) return { deleted };
  }
}

/** The retention job: every company in turn, each batch its own short transaction. */
export async function pruneAllAudit(): Promise<{ companies: number; deleted: number }> {
  const rows = await getDb().select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  let deleted = 0;
  for (const c of rows) deleted += (await pruneCompanyAudit({ ctx: systemCtx(c.id, "audit retention") })).deleted;
  if (deleted) log.info("audit log pruned", { deleted, companies: rows.length });
  return { companies: rows.length, deleted };
}
