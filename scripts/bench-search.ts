/**
 * `npm run bench:search`: the search box at BENCH_MESSAGES messages (10,000,000 by default)
 * over BENCH_COMPANIES companies (200): one target company with BENCH_TARGET_MESSAGES
 * (1,000,000), the rest spread evenly, on a fresh database of the local server whose schema
 * and indexes are made by the real migrations.
 *
 * 1. Seeds set-based (generate_series) with triggers and secondary indexes off, then builds
 *    the indexes (the time of each part is printed).
 * 2. Times each query kind (rare, middling, lately-only, common, Arabic and English words,
 *    phone fragment, name, all groups) through the domain verb, and the same statements in
 *    plain SQL in the same run (the floor): p50, p95, p99 and the ratio. Figures go to stdout
 *    and docs/benchmarks/search.json.
 * The database is dropped at the end unless reused (BENCH_DATABASE_URL) or kept
 * (BENCH_KEEP_DATABASE); BENCH_PREPARE_ONLY stops after seeding.
 */
import "./bench/production-env";
import pg from "pg";
import { closeDb } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { newCompany } from "@/e2e/api/support/fixtures";
import { createTestDatabase } from "@/lib/testing/test-database";
import { dropMessageIndexes, seedPeople } from "./bench/analytics-seed";
import { dressContacts, seedTextMessages } from "./bench/search-seed";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000_000);
const TARGET = Number(process.env.BENCH_TARGET_MESSAGES ?? 1_000_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 200);
const CHUNK = 50_000; // conversations per statement (half a million messages)

const secs = (t: number) => Math.round((performance.now() - t) / 100) / 10;
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

async function benchDatabase(): Promise<{ url: string; reused: boolean; drop(): Promise<void> }> {
  const reuse = process.env.BENCH_DATABASE_URL;
  if (reuse) return { url: reuse, reused: true, drop: async () => undefined };
  const db = await createTestDatabase("search_bench");
  if (!process.env.BENCH_KEEP_DATABASE) return { ...db, reused: false };
  log(`keeping the database: BENCH_DATABASE_URL=${db.url}`);
  return { url: db.url, reused: false, drop: async () => undefined };
}

/** Conversations of ten messages: the target's, then the others' share, in chunks. */
async function seed(c: pg.Client): Promise<{ targetId: string; seconds: Record<string, number> }> {
  const targetId = (await newCompany("target")).companyId;
  const others: string[] = [];
  for (let i = 1; i < COMPANIES; i++) others.push((await newCompany(`other${i}`)).companyId);
  const t0 = performance.now();
  await c.query("set session_replication_role = replica"); // no triggers (nor FK checks) while loading
  const indexes = await dropMessageIndexes(c);
  const search = (await c.query<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'messages_search_idx'`)).rows.map((r) => r.indexdef);
  await c.query("drop index if exists messages_search_idx");
  const targetConvs = Math.ceil(TARGET / 10);
  const otherConvs = Math.ceil((MESSAGES - TARGET) / 10 / others.length);
  const companies = [{ id: targetId, p: "t", convs: targetConvs }, ...others.map((id, i) => ({ id, p: `o${i}`, convs: otherConvs }))];
  let done = 0;
  for (const co of companies) {
    await seedPeople(c, co.id, co.p, co.convs, Math.max(10, Math.floor(co.convs / 5)), 365);
    await dressContacts(c, co.id, co.p);
    for (let from = 1; from <= co.convs; from += CHUNK) {
      const to = Math.min(co.convs, from + CHUNK - 1);
      await seedTextMessages(c, co.p, from, to);
      done += (to - from + 1) * 10;
      if (co.p === "t" || done % 1_000_000 < (to - from + 1) * 10) log(`${done.toLocaleString("en-US")} messages (${secs(t0)} s)`);
    }
  }
  const rows = secs(t0);
  const t1 = performance.now();
  await c.query("set maintenance_work_mem = '1GB'");
  for (const def of indexes) await c.query(def);
  const other = secs(t1);
  const t2 = performance.now();
  for (const def of search) await c.query(def);
  const gin = secs(t2);
  await c.query("set session_replication_role = origin");
  const t3 = performance.now();
  await c.query("vacuum analyze messages, contacts, conversations");
  const seconds = { rows, otherIndexes: other, searchIndex: gin, vacuumAnalyze: secs(t3), total: secs(t0) };
  log(`seeded: ${JSON.stringify(seconds)}`);
  return { targetId, seconds };
}

async function main() {
  const db = await benchDatabase();
  const c = new pg.Client({ connectionString: db.url });
  try {
    process.env.DATABASE_URL = db.url;
    await migrateDatabase();
    await c.connect();
    const [existing] = (await c.query<{ id: string }>(`select id from companies where name like 'target %' limit 1`)).rows;
    const prepared = existing ? { targetId: existing.id, seconds: null } : await seed(c);
    if (process.env.BENCH_PREPARE_ONLY) return;
    const { runSearchBench } = await import("./bench/search-measure");
    await runSearchBench(c, { ...prepared, messages: MESSAGES, target: TARGET, companies: COMPANIES });
  } finally {
    await c.end().catch(() => undefined);
    await closeDb();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
