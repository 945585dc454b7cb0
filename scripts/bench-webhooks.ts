/**
 * `npm run bench:webhooks`: 20 webhooks (every event) point at a local receiver that fails 30 %
 * of calls. Events go into the outbox in bulk, and `npm run worker` processes deliver them
 * as in production. Two phases on a fresh database:
 *  - steady: 50 events/s (1,000 deliveries/s) for STEADY_SECONDS; p50/p95/p99 from the event's
 *    commit to its first attempt arriving at the receiver;
 *  - burst: BURST events in one transaction; first attempts per second until all arrived.
 * Then every delivery is checked by X-Service-Delivery-Id: none lost, none called more often
 * than 1 + maxRetries, calls equal to the attempts recorded. The baseline, measured in the
 * same run, is the bare receiver's capacity with a plain keep-alive client.
 * Writes docs/benchmarks/webhooks.json.
 */
import "./bench/production-env";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTestDatabase } from "@/lib/testing/test-database";
import { baselineRate, startBenchReceiver } from "./bench/webhook-receiver";

const HOOKS = 20;
const FAIL_RATE = 0.3;
const MAX_RETRIES = 3;
const RECEIVER_PORT = Number(process.env.BENCH_RECEIVER_PORT ?? 3115);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 20);
const STEADY_EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 50);
const BURST = Number(process.env.BENCH_BURST_EVENTS ?? 1000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
// Jobs wait on sockets and PostgreSQL more than on CPU, so more than the default 5 pays off.
const CONCURRENCY = process.env.WORKER_CONCURRENCY ?? "8";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  const db = await createTestDatabase("bench_webhooks");
  const allowed = `127.0.0.1:${RECEIVER_PORT}`;
  Object.assign(process.env, { DATABASE_URL: db.url, WEBHOOKS_ALLOWED_TARGETS: allowed, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  const { prepareDatabase } = await import("@/db/bootstrap");
  const { getDb, closeDb } = await import("@/db/client");
  const { eventOutbox, webhookDeliveries } = await import("@/db/schema");
  const { insertCompany } = await import("@/lib/company/create-company");
  const { systemCtx } = await import("@/lib/domain/context");
  const { createWebhook } = await import("@/lib/webhooks/webhook-crud");
  const { wakeDispatcher } = await import("@/lib/events/emit");
  const { sql } = await import("drizzle-orm");
  await prepareDatabase();
  const company = await insertCompany(getDb(), { name: "Bench Co", slug: "bench" });
  const ctx = systemCtx(company.id, "bench");
  for (let i = 0; i < HOOKS; i++) {
    // A high threshold: at 30 % random failures a run of 10 happens now and then, and an
    // auto-pause would stop the measurement rather than test it (the tests cover it).
    await createWebhook({ ctx, input: { name: `hook ${i}`, url: `http://${allowed}/h${i}`, events: ["*"], maxRetries: MAX_RETRIES, fieldExclusions: [], consecutiveFailureThreshold: 1000 } });
  }
  const receiver = await startBenchReceiver(RECEIVER_PORT, FAIL_RATE);
  const sampleBody = JSON.stringify({ id: "evt_x", event: "contact.created", timestamp: new Date().toISOString(), data: { contact: { id: "ct_x", name: "Bench Person", phone: "15550100000" } } });
  console.log("baseline: bare receiver with a keep-alive client…");
  const baseline = await baselineRate(RECEIVER_PORT, sampleBody, 20_000, 64);
  console.log(`baseline ${baseline} requests/s`);

  const workers = Array.from({ length: WORKERS }, () =>
    // BENCH_PROFILE=dir writes a V8 CPU profile of each worker there.
    process.env.BENCH_PROFILE
      ? spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`, "--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], { env: { ...process.env, WORKER_CONCURRENCY: CONCURRENCY }, stdio: "inherit" })
      : spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/worker.ts"], { env: { ...process.env, WORKER_CONCURRENCY: CONCURRENCY }, stdio: "inherit" }),
  );
  const emit = async (n: number) => {
    await getDb().transaction(async (tx) => {
      await tx.insert(eventOutbox).values(
        Array.from({ length: n }, (_, i) => ({
          eventId: `evt_bench_${Date.now().toString(36)}_${i}_${Math.random().toString(36).slice(2, 8)}`,
          companyId: company.id,
          event: "contact.created",
          payload: { contact: { id: `ct_${i}`, name: "Bench Person", phone: "15550100000", email: "bench@example.test" } },
        })),
      );
      await wakeDispatcher(tx);
    });
  };
  try {
    await sleep(3000); // workers start and install their schema
    await emit(1); // warm-up
    await sleep(2000);

    console.log(`steady: ${STEADY_EVENTS_PER_SECOND} events/s × ${HOOKS} webhooks for ${STEADY_SECONDS} s…`);
    const steadyBefore = receiver.deliveries();
    const steadyStart = new Date();
    const tick = 100;
    const perTick = STEADY_EVENTS_PER_SECOND / (1000 / tick);
    for (let t = 0, owed = 0; t < (STEADY_SECONDS * 1000) / tick; t++) {
      const started = Date.now();
      owed += perTick;
      const n = Math.floor(owed);
      owed -= n;
      if (n) await emit(n);
      await sleep(Math.max(0, tick - (Date.now() - started)));
    }
    const steadyEnd = new Date();
    const steadyExpected = STEADY_SECONDS * STEADY_EVENTS_PER_SECOND * HOOKS;
    const steady = await waitFirstAttempts(steadyStart, steadyEnd, steadyExpected, steadyBefore);

    console.log(`burst: ${BURST} events (${BURST * HOOKS} deliveries) in one transaction…`);
    await sleep(1000);
    const burstBefore = receiver.deliveries();
    const burstStart = new Date();
    await emit(BURST);
    const burstCommitted = new Date();
    const burst = await waitFirstAttempts(burstStart, new Date(Date.now() + 3_600_000), BURST * HOOKS, burstBefore);
    const burstSeconds = (burst.lastFirstAt - burstCommitted.getTime()) / 1000;
    const burstRate = Math.round((BURST * HOOKS) / burstSeconds);

    console.log("draining retries…");
    for (;;) {
      const [{ open }] = (await getDb().execute<{ open: number }>(sql`select count(*)::int as open from webhook_deliveries where status in ('PENDING','RETRYING')`)).rows;
      if (!open) break;
      await sleep(500);
    }
    const integrity = await checkIntegrity();
    const figures = {
      date: new Date().toISOString(),
      webhooks: HOOKS,
      failRate: FAIL_RATE,
      maxRetries: MAX_RETRIES,
      workerProcesses: WORKERS,
      workerConcurrency: Number(CONCURRENCY),
      baselineReceiverRequestsPerSecond: baseline,
      steady: { eventsPerSecond: STEADY_EVENTS_PER_SECOND, seconds: STEADY_SECONDS, deliveries: steady.count, firstAttemptsPerSecond: steady.rate, latencyMs: steady.latency },
      burst: { events: BURST, deliveries: BURST * HOOKS, firstAttemptsPerSecond: burstRate, seconds: Math.round(burstSeconds * 10) / 10, latencyMs: burst.latency },
      integrity,
    };
    console.log(JSON.stringify(figures, null, 2));
    console.log("\n| phase | deliveries | first attempts/s | commit → first attempt p50 / p95 / p99 ms |");
    console.log("|---|---|---|---|");
    console.log(`| steady ${STEADY_EVENTS_PER_SECOND} events/s × ${HOOKS} | ${steady.count} | ${steady.rate} | ${steady.latency.p50} / ${steady.latency.p95} / ${steady.latency.p99} |`);
    console.log(`| burst of ${BURST} events × ${HOOKS} | ${BURST * HOOKS} | ${burstRate} | ${burst.latency.p50} / ${burst.latency.p95} / ${burst.latency.p99} |`);
    console.log(`| baseline: bare receiver, keep-alive client | — | ${baseline} | — |`);
    mkdirSync("docs/benchmarks", { recursive: true });
    writeFileSync("docs/benchmarks/webhooks.json", JSON.stringify(figures, null, 2) + "\n");
    console.log("\nwritten to docs/benchmarks/webhooks.json");
    if (!integrity.ok) {
      console.error("INTEGRITY CHECK FAILED", integrity);
      process.exitCode = 1;
    }
  } finally {
    for (const w of workers) w.kill("SIGTERM");
    await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r(null) : w.once("exit", r)))));
    await receiver.close();
    await closeDb();
    await db.drop();
  }

  /**
   * Waits until `expected` more deliveries than `before` had a first call (counted in the
   * receiver's memory: polling the database here would steal the receiver's CPU), then reads
   * the deliveries of events in [from, to] once for the latencies.
   */
  async function waitFirstAttempts(from: Date, to: Date, expected: number, before: number) {
    const until = Date.now() + 600_000;
    while (receiver.deliveries() < before + expected) {
      if (Date.now() > until) throw new Error(`only ${receiver.deliveries() - before} of ${expected} deliveries arrived`);
      await sleep(100);
    }
    const rows = (
      await getDb().execute<{ id: string; occurred: Date }>(
        sql`select id, event_occurred_at as occurred from webhook_deliveries where event_occurred_at >= ${from.toISOString()}::timestamptz and event_occurred_at <= ${to.toISOString()}::timestamptz`,
      )
    ).rows;
    const missing = rows.filter((r) => !receiver.byDelivery.has(r.id)).length;
    if (missing || rows.length !== expected) throw new Error(`expected ${expected} deliveries, found ${rows.length}, ${missing} never called`);
    const firsts = rows.map((r) => receiver.byDelivery.get(r.id)!.firstAt);
    const occurred = rows.map((r) => new Date(r.occurred).getTime());
    const lat = firsts.map((f, i) => f - occurred[i]).sort((a, b) => a - b);
    const lastFirstAt = firsts.reduce((a, b) => Math.max(a, b), 0);
    const span = (lastFirstAt - occurred.reduce((a, b) => Math.min(a, b), Infinity)) / 1000;
    return { count: rows.length, rate: Math.round(rows.length / span), lastFirstAt, latency: { p50: pct(lat, 50), p95: pct(lat, 95), p99: pct(lat, 99), max: lat.at(-1) ?? NaN } };
  }

  /** Every delivery reached the receiver, no more often than allowed, exactly as often as recorded. */
  async function checkIntegrity() {
    const rows = await getDb()
      .select({ id: webhookDeliveries.id, status: webhookDeliveries.status, attempts: webhookDeliveries.attemptCount })
      .from(webhookDeliveries);
    let lost = 0;
    let overCalled = 0;
    let mismatched = 0;
    let wrongOutcome = 0;
    const byStatus: Record<string, number> = {};
    for (const r of rows) {
      byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
      const rec = receiver.byDelivery.get(r.id);
      if (!rec) {
        lost++;
        continue;
      }
      if (rec.hits > 1 + MAX_RETRIES) overCalled++;
      if (rec.hits !== r.attempts) mismatched++;
      const lastOk = rec.statuses.at(-1) === 200;
      if ((r.status === "SUCCEEDED") !== lastOk) wrongOutcome++;
    }
    const known = new Set(rows.map((r) => r.id));
    const unknownIds = [...receiver.byDelivery.keys()].filter((id) => !id.startsWith("base_") && !known.has(id)).length;
    const totalCalls = [...receiver.byDelivery.entries()].filter(([id]) => !id.startsWith("base_")).reduce((s, [, r]) => s + r.hits, 0);
    return { deliveries: rows.length, calls: totalCalls, byStatus, lost, overCalled, callsNotMatchingAttempts: mismatched, wrongOutcome, unknownIds, ok: !lost && !overCalled && !mismatched && !wrongOutcome && !unknownIds };
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
