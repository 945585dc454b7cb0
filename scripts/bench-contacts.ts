/**
 * `npm run bench:contacts`: seeds 1,000,000 contacts into a fresh database, then measures the
 * contacts API on the production build (`npm run build` first) with autocannon at
 * concurrency 16 against two references measured in the same run: the Next.js floor (a
 * separate minimal Next.js app whose one route handler returns a constant,
 * scripts/bench/next-floor) and a bare Node http server that runs the identical SQL through pg
 * (scripts/bench/baseline-server.ts). Prints p50/p95/p99 and requests per second for each,
 * every app route's ratio to the floor and to the baseline, and writes
 * docs/benchmarks/contacts.json.
 */
import "./bench/production-env";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "@/lib/testing/test-database";
import { startTestServer } from "@/lib/testing/test-server";
import { floorDrift, measure as measureRun, ratio, type Figures } from "./bench/measure";
import { startNextFloor } from "./bench/next-floor";

const N = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const PORT = Number(process.env.BENCH_PORT ?? 3300);

function measure(url: string, opts: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string } = {}, seconds = SECONDS): Promise<Figures> {
  return measureRun(url, { ...opts, connections: CONNECTIONS, seconds });
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not start`);
}

async function main() {
  const db = await createTestDatabase("bench_contacts");
  process.env.DATABASE_URL = db.url;
  const { prepareDatabase } = await import("@/db/bootstrap");
  const { getDb, closeDb } = await import("@/db/client");
  const { insertCompany, insertUser } = await import("@/lib/company/create-company");
  const { createToken } = await import("@/lib/tokens/create-token");
  const { systemCtx } = await import("@/lib/domain/context");
  const { seedContacts } = await import("./bench/seed-contacts");
  await prepareDatabase();
  const company = await insertCompany(getDb(), { name: "Bench Co", slug: "bench" });
  const agents = await Promise.all(["a", "b", "c"].map((x) => insertUser(getDb(), { companyId: company.id, name: `Agent ${x}`, email: `${x}@bench.test`, password: "bench-password", role: "agent" })));
  console.log(`seeding ${N.toLocaleString("en")} contacts…`);
  const t0 = Date.now();
  const { tagIds } = await seedContacts(getDb(), company.id, N, agents.map((a) => a.id));
  const seedSeconds = (Date.now() - t0) / 1000;
  console.log(`seeded in ${seedSeconds.toFixed(1)} s`);
  const token = (await createToken({ ctx: systemCtx(company.id, "bench"), input: { name: "bench", scopes: ["*"] } })).token;
  await closeDb();

  const high = "1000000000";
  const app = await startTestServer("bench", PORT, { RATE_LIMIT_PER_MINUTE: high, RATE_LIMIT_ANONYMOUS_PER_MINUTE: high, WORKERS: "off" }, { url: db.url, drop: async () => undefined });
  const baseline = spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/bench/baseline-server.ts"], {
    env: { ...process.env, DATABASE_URL: db.url, BENCH_COMPANY_ID: company.id, PORT: String(PORT + 1) },
    stdio: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${PORT + 1}`;
  let floor: Awaited<ReturnType<typeof startNextFloor>> | undefined;
  try {
    floor = await startNextFloor(PORT + 2);
    await waitFor(`${baseUrl}/contacts/none`);
    const auth = { authorization: `Bearer ${token}` };
    const filters = `status=ACTIVE&lifecycleStage=CUSTOMER,REPEAT_CUSTOMER&tagIds=${tagIds[0]},${tagIds[1]}`;
    const createBody = JSON.stringify({ name: "Bench Person", email: "bench.person@example.com" });
    const scenarios = [
      // The floor: what any route costs in each server (the app's includes the per-address rate limit).
      { name: "GET health (floor)", app: "/api/health", base: "/health" },
      { name: "GET list (default sort)", app: "/api/v1/contacts", base: "/contacts" },
      { name: "GET list, 3 filters", app: `/api/v1/contacts?${filters}`, base: `/contacts?${filters}` },
      { name: "GET search (q=maria)", app: "/api/v1/contacts/search?q=maria", base: "/contacts/search?q=maria" },
      { name: "GET by id", app: "/api/v1/contacts/ct_bench000500000", base: "/contacts/ct_bench000500000" },
      { name: "POST create", app: "/api/v1/contacts", base: "/contacts", method: "POST" as const, body: createBody },
    ];
    // The Next.js floor: what any route handler costs in this framework here (measured first,
    // warmed up, then again last; the mean is the reference for every row).
    await measure(floor.url, {}, 2);
    const floorBefore = await measure(floor.url);
    console.log(`Next.js floor: ${floorBefore.rps} req/s p95 ${floorBefore.p95} ms`);
    const results = [];
    for (const s of scenarios) {
      const opts = { method: s.method, body: s.body };
      await measure(`${app.baseUrl}${s.app}`, { ...opts, headers: auth }, 2); // warm-up
      await measure(`${baseUrl}${s.base}`, opts, 2);
      const a = await measure(`${app.baseUrl}${s.app}`, { ...opts, headers: auth });
      const b = await measure(`${baseUrl}${s.base}`, opts);
      results.push({ scenario: s.name, app: a, baseline: b, ratio: ratio(a.rps, b.rps), ofFloor: 0 });
      console.log(`${s.name}: app ${a.rps} req/s p95 ${a.p95} ms | baseline ${b.rps} req/s p95 ${b.p95} ms`);
    }
    const floorAfter = await measure(floor.url);
    const floorRps = (floorBefore.rps + floorAfter.rps) / 2;
    for (const r of results) r.ofFloor = ratio(r.app.rps, floorRps);
    const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
    console.log(`\n${N.toLocaleString("en")} contacts, seeded in ${seedSeconds.toFixed(1)} s; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run; ${os.cpus().length} cores, load average ${load}\n`);
    console.log("| scenario | app req/s | app p50 / p95 / p99 ms | app / Next.js floor | baseline req/s | baseline p50 / p95 / p99 ms | app / baseline |");
    console.log("|---|---|---|---|---|---|---|");
    for (const [name, f] of [["Next.js floor (before)", floorBefore], ["Next.js floor (after)", floorAfter]] as const) {
      console.log(`| ${name} | ${f.rps} | ${f.p50} / ${f.p95} / ${f.p99} | ${ratio(f.rps, floorRps)} | | | |`);
    }
    for (const r of results) {
      console.log(`| ${r.scenario} | ${r.app.rps} | ${r.app.p50} / ${r.app.p95} / ${r.app.p99} | ${r.ofFloor} | ${r.baseline.rps} | ${r.baseline.p50} / ${r.baseline.p95} / ${r.baseline.p99} | ${r.ratio} |`);
    }
    const drift = floorDrift(floorBefore, floorAfter);
    if (drift) console.log(`\nwarning: ${drift}`);
    const errors = results.flatMap((r) => (r.app.errors || r.baseline.errors ? [`${r.scenario}: app ${r.app.errors}, baseline ${r.baseline.errors} failed requests`] : []));
    if (errors.length) console.log(`\nfailed requests: ${errors.join("; ")}`);
    mkdirSync("docs/benchmarks", { recursive: true });
    writeFileSync(
      "docs/benchmarks/contacts.json",
      JSON.stringify({ date: new Date().toISOString(), contacts: N, seedSeconds, connections: CONNECTIONS, secondsPerRun: SECONDS, cores: os.cpus().length, loadAverage: load, floor: { before: floorBefore, after: floorAfter, rps: floorRps }, results }, null, 2) + "\n",
    );
    console.log("\nwritten to docs/benchmarks/contacts.json");
  } finally {
    baseline.kill("SIGTERM");
    await floor?.stop();
    await app.stop();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
