/**
 * `npm run bench:workflows` (after `npm run build`): the workflow engine on a burst. One
 * published workflow (trigger on a website event, condition "phone is set", add tag, send a
 * template, delay 1 s, send a template) and BENCH_EVENTS (10,000) `web_event.received` events
 * written to the outbox in one statement, one per contact. The web process runs without job
 * workers; BENCH_WORKERS (1) `npm run worker` processes dispatch the outbox and run the engine
 * (WORKFLOW_CONCURRENCY runs in flight each, 32 by default). Sends go to a fake Cloud API on
 * loopback that posts every message's sent, delivered and read back to the app's webhook.
 *
 * 1. Burst: runs started per second, steps per second, delay lateness p50/p95 (a delay step's
 *    finish against the `until` it was given), runs completed and failed, duplicates (sends per
 *    contact at the platform must be exactly 2; runs, send steps and messages exactly 1 each).
 * 2. Baseline, same run: the same steps called directly in a loop in this process (no engine),
 *    BENCH_BASELINE (2,000) contacts of another company at the same concurrency.
 * 3. Where the time goes (BENCH_SPLIT=0 skips it): the start path alone (workers stopped, a
 *    second burst dispatched in this process with the app's own subscribers, no engine
 *    running), then the engine alone (one worker restarted on the 10,000 runs now due).
 *
 * Figures go to stdout (and to BENCH_OUT as JSON when set).
 */
import "./bench/production-env";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb, getPool } from "@/db/client";
import { DISPATCH_TASK } from "@/lib/events/emit";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { createTestDatabase } from "@/lib/testing/test-database";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { countCpu } from "./bench/process-cpu";
import { stopWorkers } from "./bench/stop-workers";
import { runBaseline } from "./bench/workflow-baseline";
import { engineFigures, integrity, messageStatuses, progress } from "./bench/workflow-figures";
import { printReport, type Split } from "./bench/workflow-report";
import { apiClient, benchWorkflow, emitBurst, seedCompany, seedContacts } from "./bench/workflow-setup";

// Its figures read when each event was dispatched, so dispatched events are kept (production deletes them).
process.env.EVENT_OUTBOX_RETAIN_MINUTES = "60";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const BASELINE = Number(process.env.BENCH_BASELINE ?? 2_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const CONCURRENCY = Number(process.env.WORKFLOW_CONCURRENCY ?? 32) || 32;
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 1800);
const SPLIT = process.env.BENCH_SPLIT !== "0";
const PORT = Number(process.env.BENCH_PORT ?? 3480);
// As bench:campaigns: the web process, the workers and this process each get a pool of 20.
const POOL = process.env.BENCH_DB_POOL_MAX ?? "20";

let db: { url: string; drop(): Promise<void> } | undefined;
let app: TestServer | undefined;
let fake: FakeCloudApi | undefined;
const workers: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sendsTo = (number: string) => fake!.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages") && r.path.split("/")[2] === number);
const allSends = () => fake!.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages")).length;

function startWorker() {
  // BENCH_WORKER_NODE_ARGS: flags for the workers' node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(path.resolve("node_modules/.bin/tsx"), [...nodeArgs, "--conditions=react-server", "scripts/worker.ts"], {
    env: { ...process.env, ...app!.env, WORKERS: "on", LOG_LEVEL: "warn", WORKFLOW_CONCURRENCY: String(CONCURRENCY) },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  workers.push(child);
}

/** Waits until every run of the burst has ended, printing progress every 5 s. */
async function awaitBurst(companyId: string, burst: string, n: number, from: number) {
  const samples: { t: number; runs: number; completed: number; failed: number; steps: number; pending: number }[] = [];
  for (let i = 1; ; i++) {
    await sleep(1000);
    const p = await progress(companyId, burst);
    const t = Math.round((Date.now() - from) / 1000);
    samples.push({ t, runs: p.runs, completed: p.completed, failed: p.failed, steps: p.steps, pending: p.pending });
    if (i % 5 === 0) console.log(`  ${t} s: ${p.runs} runs started, ${p.completed} completed, ${p.failed} failed, ${p.waiting} in a delay, ${p.steps} steps taken, ${p.pending} events undispatched`);
    if (p.runs >= n && p.completed + p.failed >= p.runs) return { samples, timedOut: false };
    if (Date.now() - from > TIMEOUT_S * 1000) {
      console.log(`  timed out after ${TIMEOUT_S} s with ${p.runs - p.completed - p.failed} runs unfinished and ${n - p.runs} not started`);
      return { samples, timedOut: true };
    }
  }
}

/** Until the fake has posted back every status of the sends so far (3 each) and the outbox is empty. */
async function awaitStatuses(what: string) {
  const from = Date.now();
  for (;;) {
    const { rows } = await getPool().query<{ n: number }>("select count(*)::int as n from event_outbox where dispatched_at is null");
    if (fake!.callbacksPosted() >= 3 * allSends() && rows[0]!.n === 0) return Math.round((Date.now() - from) / 100) / 10;
    if (Date.now() - from > 180_000) {
      console.log(`  statuses after ${what} still not settled after 180 s (${fake!.callbacksPosted()} of ${3 * allSends()} posted, ${rows[0]!.n} events undispatched)`);
      return NaN;
    }
    await sleep(500);
  }
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.resolve(distDir, "BUILD_ID"))) {
    console.error(`No production build in ${distDir}/: run \`npm run build\` (next build) first; bench:workflows starts the built app.`);
    process.exitCode = 1;
    return;
  }
  db = await createTestDatabase("benchwf");
  fake = await startFakeCloudApi({ callbacks: { url: `http://127.0.0.1:${PORT}/api/channels/chatapp/webhook`, appSecret: "test-chatapp-app-secret", everyMs: 50, perBody: 200, parallel: 4 } });
  app = await startTestServer("benchwf", PORT, { CHATAPP_API_BASE_URL: fake.baseUrl, WORKERS: "off", DB_POOL_MAX: POOL }, db);
  // This process seeds, measures and runs the baseline: the server's database, key and platform.
  Object.assign(process.env, { DATABASE_URL: app.databaseUrl, NEXTAUTH_SECRET: app.env.NEXTAUTH_SECRET, CHATAPP_API_BASE_URL: fake.baseUrl, DB_POOL_MAX: POOL });
  await closeDb();
  for (let i = 0; i < WORKERS; i++) startWorker();
  const api = apiClient(app.baseUrl);

  console.log(`seeding: ${EVENTS.toLocaleString()} contacts (+${WARMUP} for the warm-up) for the engine, ${BASELINE.toLocaleString()} in another company for the baseline…`);
  const co = await seedCompany(fake, api, "benchwf");
  const contacts = await seedContacts(co.companyId, co.number, "ct_wfb", 1, EVENTS);
  await seedContacts(co.companyId, co.number, "ct_wfw", 2, WARMUP);
  const base = await seedCompany(fake, api, "benchwfbase");
  const baseContacts = await seedContacts(base.companyId, base.number, "ct_wfl", 1, BASELINE);
  await getPool().query("analyze");

  const wf = await api<{ id: string }>(co.token, "POST", "/api/v1/workflows", benchWorkflow(co.tagId, co.tpl.name));
  const published = await api<{ version: number; status: string }>(co.token, "POST", `/api/v1/workflows/${wf.id}/publish`);
  console.log(`workflow ${wf.id} published (version ${published.version}); ${WORKERS} worker process(es), WORKFLOW_CONCURRENCY ${CONCURRENCY}`);

  // Warm-up: proves the workers listen, loads the version and warms the JIT and the pools.
  const warmAt = await emitBurst(co.companyId, "ct_wfw", WARMUP, "warmup");
  const warm = await awaitBurst(co.companyId, "warmup", WARMUP, warmAt);
  if (warm.timedOut) throw new Error("the warm-up runs did not finish: are the workers running?");
  await awaitStatuses("the warm-up");
  console.log(`warm-up: ${WARMUP} runs completed in ${((Date.now() - warmAt) / 1000).toFixed(1)} s`);

  // 1. The burst.
  console.log(`burst: ${EVENTS.toLocaleString()} events in one statement…`);
  const database = new URL(app.databaseUrl).pathname.slice(1);
  const cpu = await countCpu({ worker: workers.map((w) => w.pid!), web: [app.pid] }, database);
  const burstAt = await emitBurst(co.companyId, "ct_wfb", EVENTS, "burst");
  const run = await awaitBurst(co.companyId, "burst", EVENTS, burstAt);
  const burstCpu = { wallSeconds: Math.round((Date.now() - burstAt) / 100) / 10, ...(await cpu.stop()) };
  const engine = await engineFigures(co.companyId, "burst", burstAt);
  const checks = await integrity(
    co.companyId,
    "burst",
    co.number,
    contacts,
    sendsTo(co.number).filter((r) => r.at >= burstAt),
    { sends: 2, messagesPerContact: 2 },
  );
  const ended = Date.now();
  const statusesSettledS = await awaitStatuses("the burst");
  const statuses = { posted: fake.callbacksPosted(), settledSecondsAfterLastRun: statusesSettledS, messages: await messageStatuses(co.companyId) };
  console.log(`burst done: ${engine.completed} completed, ${engine.failed} failed; statuses settled ${statusesSettledS} s after (${((Date.now() - ended) / 1000).toFixed(1)} s)`);

  // 2. The baseline.
  console.log(`baseline: the same steps called directly for ${BASELINE.toLocaleString()} contacts, ${CONCURRENCY} at a time…`);
  const baseCpu = await countCpu({ worker: workers.map((w) => w.pid!), web: [app.pid] }, database);
  const baseline = await runBaseline({ companyId: base.companyId, tagId: base.tagId, templateName: base.tpl.name, contactIds: baseContacts.map((c) => c.id), concurrency: CONCURRENCY });
  const baselineSends = sendsTo(base.number).length;
  const baselineCpu = { wallSeconds: baseline.seconds, ...(await baseCpu.stop()) };
  await awaitStatuses("the baseline");

  // 3. Where the time goes: the start path alone, then the engine alone.
  let split: Split | null = null;
  if (SPLIT) {
    await stopWorkers(workers);
    const { areaJobs } = await import("@/lib/system/areas");
    const dispatch = areaJobs().find((a) => a.name === "events")!.tasks![DISPATCH_TASK]!;
    const at2 = await emitBurst(co.companyId, "ct_wfb", EVENTS, "burst2");
    const dispatchCpu = await countCpu({ web: [app.pid] }, database);
    const t0 = performance.now();
    await dispatch({}, {} as never);
    const dispatchSeconds = (performance.now() - t0) / 1000;
    const startCpu = { wallSeconds: Math.round(dispatchSeconds * 10) / 10, ...(await dispatchCpu.stop()) };
    const started = (await progress(co.companyId, "burst2")).runs;
    console.log(`start path alone: ${started.toLocaleString()} runs started in ${dispatchSeconds.toFixed(2)} s by the dispatcher in this process, no engine running`);
    const restartAt = Date.now();
    startWorker();
    const aloneCpu = await countCpu({ worker: workers.map((w) => w.pid!), web: [app.pid] }, database);
    const run2 = await awaitBurst(co.companyId, "burst2", EVENTS, restartAt);
    const engineCpu = { wallSeconds: Math.round((Date.now() - restartAt) / 100) / 10, ...(await aloneCpu.stop()) };
    const engine2 = await engineFigures(co.companyId, "burst2", at2);
    const checks2 = await integrity(co.companyId, "burst2", co.number, contacts, sendsTo(co.number).filter((r) => r.at >= restartAt), { sends: 2, messagesPerContact: 4 });
    split = {
      startPathAlone: { runs: started, seconds: Math.round(dispatchSeconds * 100) / 100, runsPerSecond: Math.round(started / dispatchSeconds), cpuSeconds: startCpu },
      engineAlone: { timedOut: run2.timedOut, completed: engine2.completed, failed: engine2.failed, steps: engine2.steps, delayLatenessMs: engine2.delayLatenessMs, integrity: checks2, cpuSeconds: engineCpu },
    };
  }

  const figures = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, shared by the web process, ${WORKERS} worker process(es), PostgreSQL, the fake platform and this client`,
    events: EVENTS,
    workers: WORKERS,
    concurrency: CONCURRENCY,
    dbPoolMax: Number(POOL),
    timedOut: run.timedOut,
    engine,
    // CPU seconds per part over the burst (wall time given beside): where the time went.
    cpuSeconds: burstCpu,
    integrity: checks,
    statuses,
    baseline: { ...baseline, platformSends: baselineSends, cpuSeconds: baselineCpu },
    split,
    samples: run.samples,
  };
  if (process.env.BENCH_OUT) {
    mkdirSync(path.dirname(path.resolve(process.env.BENCH_OUT)), { recursive: true });
    writeFileSync(process.env.BENCH_OUT, JSON.stringify(figures, null, 2) + "\n");
  }
  console.log(JSON.stringify({ ...figures, samples: undefined }, null, 2));
  // Lost or doubled work fails the run; a missed speed target is reported, not an error.
  const { exact } = printReport(figures);
  if (!exact || baseline.errors || split?.engineAlone.integrity.duplicates || split?.engineAlone.integrity.missing) process.exitCode = 1;
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopWorkers(workers);
    await closeDb();
    // The server drops its database when it stops; one that never started leaves it to us.
    if (app) await app.stop();
    else await db?.drop();
    await fake?.close();
  });
