import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companySql } from "@/lib/domain/tenancy";
import { log } from "@/lib/log";
import { addDays, firstOfMonth } from "./range";
import { deleteDays, insertDays, rewriteNarrowDays, rewriteMonths } from "./fold-sql";
import { safeZone } from "./zone";

/**
 * The analytics fold. Triggers append stale time ranges to analytics_dirty in the writer's
 * transaction; here, per company and in ONE transaction, the rows are deleted and the local
 * days they touch are recomputed whole from the raw tables (then the channel and agent days
 * from those days, their months from the days, the channel and agent months from the months).
 * A crash rolls both back, so the ranges stay for the next fold; recomputing is idempotent,
 * so nothing is ever counted twice. An advisory lock keeps two folds off one company.
 */
const LOCK_NS = 7_310_220;

type Range = { from_at: string; to_at: string };

/** Folds every company with stale ranges (up to `maxCompanies`); returns the companies folded. */
export async function foldDirty({ maxCompanies = 500 }: { maxCompanies?: number } = {}): Promise<number> {
  const { rows } = await getDb().execute<{ company_id: string }>(sql`select company_id from analytics_dirty group by company_id order by min(id) limit ${maxCompanies}`);
  let folded = 0;
  for (const { company_id } of rows) {
    try {
      if (await foldCompany(company_id)) folded++;
    } catch (err) {
      log.error("analytics fold failed", { companyId: company_id, error: err instanceof Error ? String((err.cause as Error | undefined)?.message ?? err.message).slice(0, 500) : String(err) });
    }
  }
  return folded;
}

/** One company's stale ranges folded in one transaction; false when another fold took them. */
export async function foldCompany(companyId: string): Promise<boolean> {
  const co = { companyId };
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NS}, hashtext(${companyId}))`);
    const claimed = (await tx.execute<Range>(sql`delete from analytics_dirty where ${companySql(co)} returning from_at::text, to_at::text`)).rows;
    if (!claimed.length) return false;
    const [company] = (await tx.execute<{ timezone: string }>(sql`select timezone from companies where id = ${companyId}`)).rows;
    if (!company) return true; // deleted: its rollups went with it (cascade)
    const tz = safeZone(company.timezone);
    const full = claimed.some((r) => r.from_at === "-infinity" || r.to_at === "infinity");
    if (full) {
      await tx.execute(deleteDays(co, null, null));
      await tx.execute(insertDays(co, tz, sql`'-infinity'::timestamptz`, sql`'infinity'::timestamptz`));
      for (const s of rewriteNarrowDays(co, null, null)) await tx.execute(s);
      for (const s of rewriteMonths(co, null)) await tx.execute(s);
      return true;
    }
    const { rows } = await tx.execute<{ day: string }>(sql`
      select distinct d::date::text as day
      from jsonb_to_recordset(${JSON.stringify(claimed)}::jsonb) r(from_at timestamptz, to_at timestamptz),
           generate_series((r.from_at at time zone ${tz})::date, ((r.to_at - interval '1 microsecond') at time zone ${tz})::date, interval '1 day') d
      order by 1`);
    const days = rows.map((r) => r.day);
    for (const [d0, d1] of runs(days)) {
      await tx.execute(deleteDays(co, d0, d1));
      await tx.execute(insertDays(co, tz, sql`(${d0}::date::timestamp at time zone ${tz})`, sql`(${addDays(d1, 1)}::date::timestamp at time zone ${tz})`));
      for (const s of rewriteNarrowDays(co, d0, d1)) await tx.execute(s);
    }
    const months = [...new Set(days.map(firstOfMonth))].sort();
    for (const s of rewriteMonths(co, months)) await tx.execute(s);
    return true;
  });
}

/** Sorted dates as runs of consecutive days: one recompute statement per run. */
export function runs(days: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const d of days) {
    const last = out[out.length - 1];
    if (last && addDays(last[1], 1) === d) last[1] = d;
    else out.push([d, d]);
  }
  return out;
}

