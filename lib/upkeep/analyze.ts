import "server-only";
import { getPool } from "@/db/client";

/**
 * Planner statistics kept current when the server's autovacuum is off (as on this project's
 * CI and benchmark machines: `autovacuum = off`), by the rule autoanalyze itself uses: a table
 * whose rows changed since its last ANALYZE by more than 50 plus 10 % of its rows is analyzed.
 * Without it a table that started empty keeps the statistics of an empty table, and every
 * pooled connection keeps the plans made from them: bench:campaigns found the foreign-key check
 * of each new message scanning the whole conversations table (a cached sequential-scan plan from
 * when it held a few rows), 1 ms a message and growing with the table. ANALYZE also invalidates
 * those cached plans. Where autovacuum runs, it does this and the sweep does nothing.
 */
export async function analyzeStaleTables({ evenWithAutovacuum = false }: { evenWithAutovacuum?: boolean } = {}): Promise<string[]> {
  const pool = getPool();
  const { rows } = await pool.query<{ name: string }>(
    `select quote_ident(s.relname) as name
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.schemaname = 'public' and ($1 or current_setting('autovacuum') = 'off')
       and s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     order by s.n_mod_since_analyze desc`,
    [evenWithAutovacuum],
  );
  // One table at a time, each in its own transaction, as autoanalyze does; SKIP_LOCKED: a table
  // being altered or analyzed elsewhere waits for the next sweep.
  for (const { name } of rows) await pool.query(`analyze (skip_locked) public.${name}`);
  return rows.map((r) => r.name);
}
