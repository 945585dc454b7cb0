/**
 * `npm run bench:campaigns` (after `npm run build`): the campaign engine against a fake Cloud
 * API on loopback that answers like the platform and posts every message's sent, delivered
 * and read back to the app's webhook, as the platform does.
 *
 * 1. BENCH_COMPANIES companies × BENCH_CAMPAIGNS_PER campaigns of BENCH_RECIPIENTS recipients
 *    at 20/s each (100 × 10,000 by default), running at once for BENCH_SECONDS: sustained
 *    sends/s, each campaign's pacing error, statuses applied per second and how far behind
 *    they end, duplicates (sends carrying the same message id: must be 0).
 * 2. One campaign with pacing off over BENCH_UNPACED recipients (100,000): the time to
 *    materialise them (the run request) and sends/s.
 * 3. Baseline, same run: the fake platform's own capacity with a plain keep-alive client.
 * 4. The machine's floor, same run, the app idle: the writes and platform calls a send cannot
 *    do without, in plain SQL and HTTP (scripts/bench/campaign-floor.ts). The target of
 *    1,000 sends/s is read against it: the app's rate over the floor's is the code's share.
 *
 * The web server runs without job workers; BENCH_WORKERS processes (`npm run worker`) send.
 * Figures go to stdout and docs/benchmarks/campaigns.json.
 */
import "./bench/production-env";
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { closeDb, getDb } from "@/db/client";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { createTestDatabase } from "@/lib/testing/test-database";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany } from "@/e2e/api/support/fixtures";
import { approvedTemplateOf } from "@/lib/testing/campaign-fixtures";
import { mapLimit } from "@/lib/jobs/map-limit";
import { campaignFloor } from "./bench/campaign-floor";
import { countCpu } from "./bench/process-cpu";
import { stopWorkers } from "./bench/stop-workers";

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10);
const PER_COMPANY = Number(process.env.BENCH_CAMPAIGNS_PER ?? 10);
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const UNPACED = Number(process.env.BENCH_UNPACED ?? 100_000);
const UNPACED_SECONDS = Number(process.env.BENCH_UNPACED_SECONDS ?? 30);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const MPS = 20;
const CAMPAIGNS = "/api/v1/chatapp/campaigns";

let app: TestServer;
let fake: FakeCloudApi;
const workers: ChildProcess[] = [];

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sends = () => fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages"));

async function api<T = Record<string, unknown>>(auth: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${app.baseUrl}${p}`, { method, headers: { authorization: `Bearer ${auth}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Stops a campaign still sending; one that already finished (small BENCH_* sizes) answers 409 and is left as it is. */
async function cancelIfUnfinished(auth: string, id: string): Promise<void> {
  const res = await fetch(`${app.baseUrl}${CAMPAIGNS}/${id}/cancel`, { method: "POST", headers: { authorization: `Bearer ${auth}` } });
  if (!res.ok && res.status !== 409) throw new Error(`POST ${CAMPAIGNS}/${id}/cancel: ${res.status} ${await res.text()}`);
}

/**
 * A company connected live to the fake on its own number, with `n` opted-in contacts; with
 * `audiences`, they are split among that many tags, one per campaign (campaigns of one
 * company rarely send to the same people at the same moment).
 */
async function seedCompany(label: string, n: number, audiences = 0) {
  const co = await newCompany(label);
  const token = (await co.token(["campaigns:write", "campaigns:read", "channels:write"])).token;
  const number = `20${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`;
  const access = `EAAG-bench-${number}-access-token`;
  fake.addNumber(number, access);
  await api(token, "PUT", "/api/v1/channels/chatapp", { phoneNumberId: number, wabaId: `waba${number}`, accessToken: access });
  await getDb().execute(`
    insert into contacts (id, company_id, name, first_name, phone)
    select 'ct_b' || md5('${co.companyId}' || g), '${co.companyId}', 'Customer ' || g, 'Customer' || g, '1${number.slice(-5)}' || lpad(g::text, 7, '0')
    from generate_series(1, ${n}) g`);
  const tags: string[] = [];
  for (let k = 0; k < audiences; k++) {
    const tag = await co.tag(`Audience ${k}`);
    tags.push(tag.id);
    await getDb().execute(`
      insert into contact_tags (contact_id, tag_id, company_id)
      select 'ct_b' || md5('${co.companyId}' || g), '${tag.id}', '${co.companyId}' from generate_series(${k * (n / audiences) + 1}, ${(k + 1) * (n / audiences)}) g`);
  }
  const tpl = await approvedTemplateOf(co.companyId);
  return { co, token, number, tpl, tags };
}

function startWorker() {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/worker.ts"], {
    env: { ...process.env, ...app.env, WORKERS: "on", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  workers.push(child);
}

/** Recipient counts by status over some campaigns, from the database. */
async function counts(ids: string[]): Promise<Record<string, number>> {
  const pool = (await import("@/db/client")).getPool();
  const { rows } = await pool.query<{ status: string; n: number }>(`select status::text, count(*)::int as n from campaign_recipients where campaign_id = any($1::text[]) group by status`, [ids]);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Outbox events not yet dispatched (every company's). */
async function pendingEvents(): Promise<number> {
  const pool = (await import("@/db/client")).getPool();
  const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from event_outbox where dispatched_at is null");
  return rows[0]!.n;
}

/** The fake platform alone: a plain keep-alive client posting valid sends for 10 s. */
async function baseline() {
  const base = await startFakeCloudApi({ accessToken: "EAAG-baseline-access-token" });
  const url = new URL(`${base.baseUrl}/${base.phoneNumberId}/messages`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const body = JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", to: "15550001111", type: "template", template: { name: "sale", language: { code: "en" } } });
  let done = 0;
  const until = Date.now() + 10_000;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (Date.now() < until) {
        await new Promise<void>((resolve) => {
          const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", agent, headers: { authorization: "Bearer EAAG-baseline-access-token", "content-type": "application/json" } }, (res) => {
            res.resume();
            res.on("end", () => resolve());
          });
          req.on("error", () => resolve());
          req.end(body);
        });
        done++;
      }
    }),
  );
  agent.destroy();
  base.requests.length = 0;
  await base.close();
  return Math.round(done / 10);
}

async function main() {
  const db = await createTestDatabase("benchcmp");
  fake = await startFakeCloudApi({ callbacks: { url: `http://127.0.0.1:${PORT}/api/channels/chatapp/webhook`, appSecret: "test-chatapp-app-secret", everyMs: 50, perBody: 200, parallel: 4 } });
  app = await startTestServer("benchcmp", PORT, { CHATAPP_API_BASE_URL: fake.baseUrl, WORKERS: "off", DB_POOL_MAX: "20" }, db);
  process.env.DATABASE_URL = app.databaseUrl;
  // JWTs made here (the owner's, for the admin-only pacing switch) must be the server's.
  process.env.NEXTAUTH_SECRET = app.env.NEXTAUTH_SECRET;
  await closeDb();
  for (let i = 0; i < WORKERS; i++) startWorker();

  console.log(`seeding ${COMPANIES} companies × ${(PER_COMPANY * RECIPIENTS).toLocaleString()} contacts (one audience per campaign) and one of ${UNPACED.toLocaleString()}…`);
  const companies = await mapLimit(Array.from({ length: COMPANIES }, (_, i) => i), 2, (i) => seedCompany(`bench${i}`, PER_COMPANY * RECIPIENTS, PER_COMPANY));
  const big = await seedCompany("benchbig", UNPACED);
  await getDb().execute("analyze");

  // Phase 1: 100 paced campaigns at once.
  const campaigns: { id: string; token: string; number: string }[] = [];
  for (const c of companies) {
    for (let k = 0; k < PER_COMPANY; k++) {
      const created = await api<{ id: string }>(c.token, "POST", CAMPAIGNS, { name: `Bench ${k}`, templateId: c.tpl.id, audience: { type: "TAGS", tagIds: [c.tags[k]] }, messagesPerSecond: MPS });
      campaigns.push({ id: created.id, token: c.token, number: c.number });
    }
  }
  const runStarted = performance.now();
  const runTimes = await mapLimit(campaigns, 4, async (c) => {
    const t = performance.now();
    await api(c.token, "POST", `${CAMPAIGNS}/${c.id}/run`);
    return performance.now() - t;
  });
  const materialisedAll = (performance.now() - runStarted) / 1000;
  console.log(`ran ${campaigns.length} campaigns (${(campaigns.length * RECIPIENTS).toLocaleString()} recipients materialised) in ${materialisedAll.toFixed(1)} s`);

  await sleep(5000);
  const ids = campaigns.map((c) => c.id);
  const from = Date.now();
  const postedFrom = fake.callbacksPosted();
  const samples: { t: number; sends: number; posted: number }[] = [];
  // Where the window's CPU went: the web process (status callbacks), the worker(s) (claims,
  // sends, settles, event dispatch), PostgreSQL's backends, and this process (the fake platform).
  const cpu = await countCpu({ web: [app.pid], worker: workers.map((w) => w.pid!) }, new URL(app.databaseUrl).pathname.slice(1));
  while (Date.now() < from + SECONDS * 1000) {
    await sleep(5000);
    samples.push({ t: Math.round((Date.now() - from) / 1000), sends: sends().filter((r) => r.at >= from).length, posted: fake.callbacksPosted() - postedFrom });
    const s = samples.at(-1)!;
    console.log(`  ${s.t} s: ${s.sends} sends (${Math.round(s.sends / s.t)}/s), ${s.posted} statuses posted back`);
  }
  const to = Date.now();
  const window = (to - from) / 1000;
  const cpuSeconds = await cpu.stop();
  console.log(`  CPU seconds over the window: ${JSON.stringify(cpuSeconds)}`);
  const inWindow = sends().filter((r) => r.at >= from && r.at < to);
  const perNumber = new Map<string, number>();
  for (const r of inWindow) {
    const n = r.path.split("/")[2];
    perNumber.set(n, (perNumber.get(n) ?? 0) + 1);
  }
  // Pacing error per campaign: a company's number carries its campaigns' sends.
  const pacingErrors = companies.map((c) => Math.abs((perNumber.get(c.number) ?? 0) / PER_COMPANY / window - MPS) / MPS);
  const statusesPosted = fake.callbacksPosted() - postedFrom;
  // Events keep up when the outbox has little left to dispatch as sending stops, and soon none.
  const eventsPendingAtStop = await pendingEvents();
  for (const c of campaigns) await cancelIfUnfinished(c.token, c.id);
  // Statuses keep up when every sent recipient reaches READ soon after sending stops.
  const stopAt = Date.now();
  let caughtUp = NaN;
  for (;;) {
    const n = await counts(ids);
    const sent = (n.SENT ?? 0) + (n.DELIVERED ?? 0) + (n.READ ?? 0);
    if ((n.CLAIMED ?? 0) === 0 && sent > 0 && (n.READ ?? 0) === sent) {
      caughtUp = (Date.now() - stopAt) / 1000;
      break;
    }
    if (Date.now() - stopAt > 120_000) break;
    await sleep(500);
  }
  let eventsDrained = NaN;
  while (Date.now() - stopAt < 180_000) {
    if ((await pendingEvents()) === 0) {
      eventsDrained = (Date.now() - stopAt) / 1000;
      break;
    }
    await sleep(500);
  }
  console.log(`  events waiting in the outbox at stop: ${eventsPendingAtStop}; all dispatched ${eventsDrained} s after stop`);
  const phase1Sends = sends();
  const opaque = phase1Sends.map((r) => (r.json as { biz_opaque_callback_data?: string }).biz_opaque_callback_data);
  const duplicates = opaque.length - new Set(opaque).size;
  const final1 = await counts(ids);

  // Phase 2: one campaign, pacing off.
  const bigCampaign = await fetch(`${app.baseUrl}${CAMPAIGNS}`, {
    method: "POST",
    headers: { authorization: `Bearer ${big.co.ownerJwt}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Unpaced", templateId: big.tpl.id, audience: { type: "ALL" }, pacingDisabled: true }),
  }).then((r) => r.json() as Promise<{ id: string }>);
  const bigFrom = Date.now();
  const t0 = performance.now();
  await api(big.co.ownerJwt, "POST", `${CAMPAIGNS}/${bigCampaign.id}/run`);
  const materialise = (performance.now() - t0) / 1000;
  await sleep(UNPACED_SECONDS * 1000);
  const bigSends = sends().filter((r) => r.at >= bigFrom && r.path.split("/")[2] === big.number);
  // From its first send to its last (it may finish inside the window).
  const span = bigSends.length > 1 ? (bigSends.at(-1)!.at - bigSends[0].at) / 1000 : NaN;
  const unpacedRate = Math.round((bigSends.length - 1) / span);
  await cancelIfUnfinished(big.co.ownerJwt, bigCampaign.id);
  const bigOpaque = bigSends.map((r) => (r.json as { biz_opaque_callback_data?: string }).biz_opaque_callback_data);

  const base = await baseline();
  // The app idle (every campaign cancelled, the last statuses applied): the floor has the machine.
  await sleep(5000);
  const floorRun = async (events: boolean) =>
    // BENCH_FLOOR=off skips it while iterating on the app (the figures then read 0 for it).
    process.env.BENCH_FLOOR === "off"
      ? { events, loops: 0, batch: 0, inFlight: 0, seconds: 0, sends: 0, sendsPerSecond: 0 }
      : campaignFloor({ databaseUrl: app.databaseUrl, recipients: Number(process.env.BENCH_FLOOR_RECIPIENTS ?? 100_000), seconds: 20, loops: 8, events });
  const floor = await floorRun(false);
  console.log(`floor: ${floor.sendsPerSecond} sends/s (${floor.sends} in ${floor.seconds} s)`);
  const floorEvents = await floorRun(true);
  console.log(`floor with the events: ${floorEvents.sendsPerSecond} sends/s (${floorEvents.sends} in ${floorEvents.seconds} s)`);
  const pacedRate = Math.round(inWindow.length / window);
  const figures = {
    machine: "2 cores, shared by the app, its worker(s), PostgreSQL, the fake platform and this client",
    paced: {
      campaigns: campaigns.length,
      recipientsPerCampaign: RECIPIENTS,
      messagesPerSecondEach: MPS,
      offered: campaigns.length * MPS,
      seconds: Math.round(window),
      sendsPerSecond: pacedRate,
      pacingErrorMeanPct: Math.round((pacingErrors.reduce((a, b) => a + b, 0) / pacingErrors.length) * 1000) / 10,
      pacingErrorMaxPct: Math.round(Math.max(...pacingErrors) * 1000) / 10,
      statusesPostedPerSecond: Math.round(statusesPosted / window),
      statusesCaughtUpSecondsAfterStop: caughtUp,
      eventsPendingAtStop,
      eventsDispatchedSecondsAfterStop: eventsDrained,
      duplicates,
      runSeconds: { all: Math.round(materialisedAll * 10) / 10, medianPerCampaign: Math.round(runTimes.sort((a, b) => a - b)[Math.floor(runTimes.length / 2)]) / 1000 },
      finalCounts: final1,
      samples,
      cpuSeconds,
    },
    unpaced: { recipients: UNPACED, materialiseSeconds: Math.round(materialise * 100) / 100, sendsPerSecond: unpacedRate, duplicates: bigOpaque.length - new Set(bigOpaque).size },
    baseline: { fakePlatformPlainClientPerSecond: base },
    floor: {
      ...floor,
      appOverFloorPaced: ratio(pacedRate, floor.sendsPerSecond),
      appOverFloorUnpaced: ratio(unpacedRate, floor.sendsPerSecond),
      withEvents: { ...floorEvents, appOverFloorPaced: ratio(pacedRate, floorEvents.sendsPerSecond), appOverFloorUnpaced: ratio(unpacedRate, floorEvents.sendsPerSecond) },
    },
    workers: WORKERS,
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `\npaced: ${figures.paced.sendsPerSecond} sends/s of ${figures.paced.offered} offered (pacing error mean ${figures.paced.pacingErrorMeanPct}%, max ${figures.paced.pacingErrorMaxPct}%), ` +
      `statuses ${figures.paced.statusesPostedPerSecond}/s, caught up ${caughtUp} s after stop, duplicates ${duplicates}; ` +
      `events pending at stop ${eventsPendingAtStop}, all dispatched ${eventsDrained} s after stop\n` +
      `unpaced: ${UNPACED.toLocaleString()} recipients materialised in ${figures.unpaced.materialiseSeconds} s, ${unpacedRate} sends/s\n` +
      `baseline: the fake platform takes ${base} sends/s from a plain client (app/baseline ${(figures.paced.sendsPerSecond / base).toFixed(2)} paced, ${(unpacedRate / base).toFixed(2)} unpaced)\n` +
      `floor: plain SQL and HTTP doing a send's irreducible writes and call reach ${floor.sendsPerSecond} sends/s on this machine (app/floor ${figures.floor.appOverFloorPaced} paced, ${figures.floor.appOverFloorUnpaced} unpaced); ` +
      `with the send's 8 events written and dispatched ${floorEvents.sendsPerSecond} sends/s (app/floor ${figures.floor.withEvents.appOverFloorPaced} paced, ${figures.floor.withEvents.appOverFloorUnpaced} unpaced)`,
  );
  mkdirSync("docs/benchmarks", { recursive: true });
  writeFileSync("docs/benchmarks/campaigns.json", JSON.stringify(figures, null, 2) + "\n");
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    // The workers finish their jobs before the database goes: dropped under them, they logged
    // failed folds and died on a connection error at every end of the run.
    await stopWorkers(workers);
    await closeDb();
    await app?.stop();
    await fake?.close();
  });
