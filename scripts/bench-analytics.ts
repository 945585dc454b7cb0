/**
 * `npm run bench:analytics` (after `npm run build`): every analytics route at BENCH_MESSAGES
 * messages (10,000,000 by default: conversations of ten messages over two years) of one
 * company among BENCH_COMPANIES - 1 small ones, on a fresh database of the local server.
 *
 * 1. Seeds set-based (generate_series) with the triggers off, then folds the rollups whole
 *    (the time of each).
 * 2. Measures each route over HTTP against the built app: BENCH_REQUESTS sequential requests
 *    per range (all time, days=30, an explicit 400-day range), p50 and p95.
 * 3. Baseline, same run: the same figures by plain aggregates over the raw tables; the
 *    figures of both are compared (exact counts must agree; medians within their bucket).
 * Figures go to stdout and docs/benchmarks/analytics.json. The database is dropped at the end,
 * unless it is reused (BENCH_DATABASE_URL) or kept (BENCH_KEEP_DATABASE); BENCH_PREPARE_ONLY
 * stops after seeding and folding, BENCH_REFOLD folds a reused database whole again.
 */
import "./bench/production-env";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { closeDb } from "@/db/client";
import { newCompany } from "@/e2e/api/support/fixtures";
import { bucketBounds, bucketOf } from "@/lib/analytics/buckets";
import { foldDirty } from "@/lib/analytics/fold";
import { migrateDatabase } from "@/db/migrate";
import { systemCtx } from "@/lib/domain/context";
import { createToken } from "@/lib/tokens/create-token";
import { createTestDatabase } from "@/lib/testing/test-database";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { pct } from "./bench/measure";
import { runBaseline } from "./bench/analytics-baseline";
import { dropMessageIndexes, seedMessages, seedPeople } from "./bench/analytics-seed";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3470);
const DAYS = 730;
const CHUNK = 100_000; // conversations per statement (a million messages)

/** The rollup tables whose row counts are reported (those that exist). */
const ROLLUPS_SQL = `select tablename from pg_tables where schemaname = 'public' and tablename like 'analytics\\_%' and tablename <> 'analytics_dirty' order by tablename`;

const ROUTES = ["/api/v1/chatapp/stats", ...["summary", "messages", "messages/trends", "response-times", "templates", "conversations", "agents", "channels"].map((p) => `/api/v1/chatapp/analytics/${p}`)];

const secs = (t: number) => Math.round((performance.now() - t) / 100) / 10;
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

/**
 * The database: BENCH_DATABASE_URL reuses one (never dropped; seeded only when it holds no
 * large company yet), so the seed is paid once while iterating; otherwise a fresh one,
 * dropped at the end unless BENCH_KEEP_DATABASE is set (its URL is printed for reuse).
 */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const reuse = process.env.BENCH_DATABASE_URL;
  if (reuse) return { url: reuse, drop: async () => undefined };
  const db = await createTestDatabase("analytics_bench");
  if (!process.env.BENCH_KEEP_DATABASE) return db;
  log(`keeping the database: BENCH_DATABASE_URL=${db.url}`);
  return { url: db.url, drop: async () => undefined };
}

async function main() {
  const db = await benchDatabase();
  let app: TestServer | undefined;
  const c = new pg.Client({ connectionString: db.url });
  try {
    process.env.DATABASE_URL = db.url;
    await migrateDatabase(); // here, not by the server, so seeding needs no build yet
    await c.connect();
    const [existing] = (await c.query<{ id: string }>(`select c.id from companies c where c.name like 'big %' and exists (select 1 from messages m where m.company_id = c.id) limit 1`)).rows;
    const bigId = existing?.id ?? (await newCompany("big")).companyId;
    // The analytics scope, and webhooks:read for the floor route (GET /api/v1/webhooks/events).
    const token = (await createToken({ ctx: systemCtx(bigId, "bench"), input: { name: `bench-${Date.now()}`, scopes: ["analytics:read", "webhooks:read"] } })).token;
    const conversations = Math.ceil(MESSAGES / 10);
    let seedTime: number | null = null;
    let foldTime: number | null = null;
    let pendingFold: number | null = null;

    if (!existing) {
      await c.query(`update companies set timezone = 'America/New_York' where id = $1`, [bigId]);
      const small = [];
      for (let i = 1; i < COMPANIES; i++) small.push((await newCompany(`small${i}`)).companyId);

      // 1. Seed.
      const seedStart = performance.now();
      await c.query("set session_replication_role = replica"); // no triggers (nor FK checks) while loading
      const indexes = await dropMessageIndexes(c);
      await seedPeople(c, bigId, "big", conversations, Math.max(10, Math.floor(conversations / 5)), DAYS);
      for (let from = 1; from <= conversations; from += CHUNK) {
        await seedMessages(c, "big", from, Math.min(conversations, from + CHUNK - 1));
        log(`seeded ${Math.min(conversations, from + CHUNK - 1) * 10} messages of the large company (${secs(seedStart)} s)`);
      }
      for (const [i, id] of small.entries()) {
        await seedPeople(c, id, `s${i}`, 50, 20, DAYS);
        await seedMessages(c, `s${i}`, 1, 50);
      }
      const loaded = secs(seedStart);
      const idxStart = performance.now();
      for (const def of indexes) await c.query(def);
      await c.query("set session_replication_role = origin");
      await c.query("analyze");
      seedTime = secs(seedStart);
      log(`seeded in ${seedTime} s (rows ${loaded} s, indexes ${secs(idxStart)} s)`);
    } else {
      log(`reusing the seeded database (large company ${bigId})`);
      // What a new migration queued (a backfill) is folded first, and timed.
      const pendingStart = performance.now();
      await foldDirty({ maxCompanies: 100_000 });
      pendingFold = secs(pendingStart);
      log(`pending folds (queued by migrations) took ${pendingFold} s`);
    }
    const [{ n }] = (await c.query<{ n: string }>("select count(*) n from messages")).rows;
    const [{ companies: companyCount }] = (await c.query<{ companies: string }>("select count(*) companies from companies")).rows;

    // Fold: every company whole, as the migration queues it for existing history.
    if (!existing || process.env.BENCH_REFOLD) {
      await c.query("delete from analytics_dirty");
      await c.query(`insert into analytics_dirty (company_id, from_at, to_at) select id, '-infinity', 'infinity' from companies`);
      const foldStart = performance.now();
      await foldDirty({ maxCompanies: 100_000 });
      foldTime = secs(foldStart);
      await c.query(`vacuum analyze ${(await c.query<{ tablename: string }>(ROLLUPS_SQL)).rows.map((r) => r.tablename).join(", ")}`);
    }
    const ROLLUPS = (await c.query<{ tablename: string }>(ROLLUPS_SQL)).rows.map((r) => r.tablename);
    const { rows: rollupRows } = await c.query<Record<string, string>>(
      `select ${ROLLUPS.map((t) => `(select count(*) from ${t} where company_id = $1) ${t}`).join(", ")}`,
      [bigId],
    );
    log(`${foldTime === null ? "" : `folded in ${foldTime} s: `}${ROLLUPS.map((t) => `${rollupRows[0][t]} ${t}`).join(", ")} rows for the large company`);
    // An incremental fold: one message status change today, as a receipt does.
    // Then put back (folded too, untimed), so a reused database answers the same every run.
    const [receipt] = (await c.query<{ id: string }>(`update messages set status = 'read' where id = (select id from messages where company_id = $1 and direction = 'outbound' and status = 'delivered' order by created_at desc limit 1) returning id`, [bigId])).rows;
    const incStart = performance.now();
    await foldDirty();
    const incTime = Math.round(performance.now() - incStart);
    await c.query(`update messages set status = 'delivered' where id = $1`, [receipt.id]);
    await foldDirty();

    // BENCH_PREPARE_ONLY: seed, migrate and fold, then stop (a database to reuse next time).
    if (process.env.BENCH_PREPARE_ONLY) {
      log(`prepared; incremental fold ${incTime} ms`);
      return;
    }

    const high = "1000000";
    app = await startTestServer("analytics_bench", PORT, { RATE_LIMIT_PER_MINUTE: high, RATE_LIMIT_ANONYMOUS_PER_MINUTE: high, WORKERS: "off" }, { url: db.url, drop: async () => undefined });

    // 2. The routes.
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const ranges = { allTime: "", days30: "days=30", explicit400: `startDate=${start}&endDate=${today}` };
    const get = async (p: string) => {
      const t = performance.now();
      const res = await fetch(`${app!.baseUrl}${p}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t, body };
    };
    const series = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push((await get(url)).ms);
      times.sort((a, b) => a - b);
      return { p50: pct(times, 50), p95: pct(times, 95) };
    };
    // The framework's floor in this run: a trivial authenticated route (token lookup, rate
    // limit, scope, a constant answer) measured the same way before, between and after the
    // analytics routes, so the figures read as a ratio to what any route costs on this load.
    const floors: { at: string; p50: number; p95: number }[] = [];
    const floorUrl = "/api/v1/webhooks/events";
    const measureFloor = async (at: string) => {
      await get(floorUrl);
      floors.push({ at, ...(await series(floorUrl)) });
    };
    const loads: number[] = [];
    await measureFloor("before");
    const results: { route: string; range: string; p50: number; p95: number }[] = [];
    const answers: Record<string, unknown> = {};
    for (const [n, route] of ROUTES.entries()) {
      if (n === Math.floor(ROUTES.length / 2)) await measureFloor("between");
      for (const [label, q] of Object.entries(ranges)) {
        if (route.endsWith("/stats") && label !== "allTime") continue;
        const url = `${route}${q ? `?${q}` : ""}`;
        answers[`${route} ${label}`] = (await get(url)).body; // warm-up
        results.push({ route: route.replace("/api/v1/chatapp/", ""), range: label, ...(await series(url)) });
        loads.push(os.loadavg()[0]);
      }
    }
    await measureFloor("after");
    if (process.env.BENCH_ANSWERS) writeFileSync(process.env.BENCH_ANSWERS, JSON.stringify(answers, null, 2));
    const floor = { p50: Math.round((floors.reduce((a, f) => a + f.p50, 0) / floors.length) * 10) / 10, p95: Math.round((floors.reduce((a, f) => a + f.p95, 0) / floors.length) * 10) / 10 };
    const loadDuring = { min: Math.min(...loads), max: Math.max(...loads), mean: Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 10) / 10 };

    // 3. Baseline and agreement.
    const base = await runBaseline(c, bigId);
    const check = agreement(answers, base);

    const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
    const ofFloor = (x: number, f: number) => Math.round((x / f) * 10) / 10;
    console.log(`\nanalytics at ${Number(n).toLocaleString("en-US")} messages (large company ${(conversations * 10).toLocaleString("en-US")}, ${companyCount} companies), ${os.cpus().length} cores`);
    console.log(`load average (1 min) while measuring: ${loadDuring.min.toFixed(1)}–${loadDuring.max.toFixed(1)} (mean ${loadDuring.mean}); at the end ${load}`);
    console.log(`seed ${seedTime ?? "reused"} s · full fold ${foldTime ?? "not run"} s · pending folds ${pendingFold ?? "none"} s · incremental fold (one receipt) ${incTime} ms`);
    console.log(`floor (GET ${floorUrl}, API token): ${floors.map((f) => `${f.at} ${f.p50} / ${f.p95}`).join(" · ")} ms p50 / p95; mean ${floor.p50} / ${floor.p95}`);
    console.log("\n| route | range | p50 ms | p95 ms | p50 / floor p50 | p95 / floor p95 | plain aggregate, all time (ms) |");
    console.log("|---|---|---|---|---|---|---|");
    for (const r of results) {
      const b = base.find((x) => x.name === r.route.replace("analytics/", ""));
      console.log(`| ${r.route} | ${r.range} | ${r.p50} | ${r.p95} | ${ofFloor(r.p50, floor.p50)} | ${ofFloor(r.p95, floor.p95)} | ${r.range === "allTime" && b ? b.ms : ""} |`);
    }
    console.log("\nagreement with the plain aggregates:");
    for (const line of check) console.log(`  ${line}`);
    const worst = Math.max(...results.map((r) => r.p95));
    console.log(`\nworst p95 ${worst} ms (target < 100 ms)`);
    mkdirSync(path.resolve("docs/benchmarks"), { recursive: true });
    writeFileSync(
      path.resolve("docs/benchmarks/analytics.json"),
      JSON.stringify({ date: new Date().toISOString(), messages: Number(n), companies: Number(companyCount), cores: os.cpus().length, loadDuring, loadAtEnd: load, seedSeconds: seedTime, foldSeconds: foldTime, pendingFoldSeconds: pendingFold, incrementalFoldMs: incTime, floor: { route: `GET ${floorUrl}`, runs: floors, ...floor }, routes: results.map((r) => ({ ...r, p50OfFloor: ofFloor(r.p50, floor.p50), p95OfFloor: ofFloor(r.p95, floor.p95) })), baseline: base.map((b) => ({ name: b.name, ms: b.ms })), agreement: check }, null, 2),
    );
  } finally {
    await c.end().catch(() => undefined);
    await closeDb();
    await app?.stop();
    await db.drop();
  }
}

/** Route answers against the raw aggregates: exact counts equal, medians in the same bucket. */
function agreement(answers: Record<string, unknown>, base: Awaited<ReturnType<typeof runBaseline>>): string[] {
  const rows = (name: string) => (base.find((b) => b.name === name)!.figures as { rows: Record<string, unknown>[] }).rows;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const a = (k: string) => answers[k] as any;
  const out: string[] = [];
  const same = (what: string, x: unknown, y: unknown) => out.push(`${JSON.stringify(x) === JSON.stringify(y) ? "ok  " : "DIFF"} ${what}: routes ${JSON.stringify(x)} · raw ${JSON.stringify(y)}`);
  const stats = rows("stats")[0] as { m: Record<string, number>; c: Record<string, number> };
  const s = a("/api/v1/chatapp/stats allTime");
  same("stats messages", { ...s.messages, total: undefined, replied: undefined }, { ...stats.m, total: undefined, replied: undefined });
  same("stats conversations", s.conversations, stats.c);
  const conv = rows("conversations")[0];
  const ca = a("/api/v1/chatapp/analytics/conversations allTime");
  same("conversations opened/resolved/open", { opened: ca.opened, resolved: ca.resolved, open: ca.byStatus.OPEN }, conv);
  const tpl = rows("templates");
  same("templates sent/failed", a("/api/v1/chatapp/analytics/templates allTime").templates.map((t: Record<string, unknown>) => [t.name, t.sent, t.failed]).sort(), tpl.map((t) => [t.name, t.sent, t.failed]).sort());
  same("agents messages", a("/api/v1/chatapp/analytics/agents allTime").agents.map((t: Record<string, unknown>) => [t.agentId, t.messages]).sort(), rows("agents").map((t) => [t.agent, t.messages]).sort());
  same("channels messages", a("/api/v1/chatapp/analytics/channels allTime").channels.map((t: Record<string, unknown>) => [t.channel, t.messages]), rows("channels").map((t) => [t.channel, t.messages]));
  const months = a("/api/v1/chatapp/analytics/messages allTime").series.filter((p: Record<string, number>) => p.inbound + p.outbound > 0).map((p: Record<string, unknown>) => [p.date, p.inbound, p.outbound]);
  same("messages per month", months, rows("messages").map((r) => [r.m, r.inbound, r.outbound]));
  const rt = a("/api/v1/chatapp/analytics/response-times allTime").firstResponse;
  const raw = rows("response-times")[0] as { first_responses: number; median: number; p90: number };
  same("first responses counted", rt.count, raw.first_responses);
  // The estimate lies in the exact value's bucket, or on its edge.
  const near = (est: number, exact: number) => {
    const b = bucketBounds(bucketOf(exact));
    return est >= b.fromSeconds && est <= (b.toSeconds ?? Infinity);
  };
  out.push(`${near(rt.medianSeconds, raw.median) ? "ok  " : "DIFF"} first-response median: routes ${rt.medianSeconds} s (histogram) · raw ${Math.round(raw.median)} s (exact)`);
  out.push(`${near(rt.p90Seconds, raw.p90) ? "ok  " : "DIFF"} first-response p90: routes ${rt.p90Seconds} s (histogram) · raw ${Math.round(raw.p90)} s (exact)`);
  return out;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
