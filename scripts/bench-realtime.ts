/**
 * `npm run bench:realtime` (after `npm run build`): the live inbox (issue 30) on one web
 * process. For each number of agents' streams (BENCH_STREAMS, "500,2000"), spread over
 * BENCH_COMPANIES companies:
 * 1. idle: the web process's memory per open stream, and its CPU over 10 s with every stream
 *    open and nothing happening;
 * 2. traffic: signed chatapp callbacks at BENCH_RATE/s (100) for BENCH_SECONDS, each from a new
 *    customer of one of the companies; for every (callback, stream of its company) pair, the
 *    time from the callback's acknowledgement to the `messages` event naming its conversation
 *    on that stream: p50, p95, p99, and pairs missed;
 * 3. a forced reconnect: a tenth of the streams are cut mid-traffic and reconnect with their
 *    Last-Event-ID, as EventSource does; what they missed must come as replay (or a resync that
 *    tells the tab to refetch): missed pairs must be 0;
 * 4. baseline, same run: the polling the dashboard did before (per tab, the conversation list
 *    and the open thread every 2.5 s, two unread counts every 15 s: 56 requests a minute) for
 *    the same number of agents: requests per second achieved and the CPU of the web process and
 *    of PostgreSQL, against the streams' idle cost.
 * Writes docs/benchmarks/realtime.json.
 */
import "./bench/production-env";
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTestDatabase } from "@/lib/testing/test-database";
import { startTestServer } from "@/lib/testing/test-server";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { pct } from "./bench/measure";
import { countCpu } from "./bench/process-cpu";
import { treeRssMb } from "./bench/process-memory";

const STREAMS = (process.env.BENCH_STREAMS ?? "500,2000").split(",").map(Number);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3600);
const SECRET = "test-chatapp-app-secret";

const agent = new http.Agent({ keepAlive: true, maxSockets: 10_000 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Arrival = { at: number; ids: string[] | null };
type Company = { id: string; jwt: string; phoneNumberId: string };

/** One agent's tab: a raw SSE reader recording when each `messages` event arrived and what it named. */
class Tab {
  arrivals: Arrival[] = [];
  /** When each resync came: it excuses only what was sent before it (the tab then refetches). */
  resyncs: number[] = [];
  lastId: string | null = null;
  private req?: http.ClientRequest;
  constructor(readonly company: Company) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { authorization: `Bearer ${this.company.jwt}`, accept: "text/event-stream" };
      if (this.lastId) headers["last-event-id"] = this.lastId;
      const req = http.get({ host: "127.0.0.1", port: PORT, path: "/api/v1/live", agent, headers }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let buf = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buf += chunk;
          let end: number;
          while ((end = buf.indexOf("\n\n")) >= 0) {
            const block = buf.slice(0, end);
            buf = buf.slice(end + 2);
            const field = (k: string) => block.split("\n").find((l) => l.startsWith(`${k}: `))?.slice(k.length + 2);
            const event = field("event");
            const id = field("id");
            if (id) this.lastId = id;
            if (event === "ready") resolve();
            else if (event === "messages") this.arrivals.push({ at: performance.now(), ids: (JSON.parse(field("data") ?? "{}") as { conversationIds: string[] | null }).conversationIds });
            else if (event === "resync") this.resyncs.push(performance.now());
          }
        });
        res.on("error", () => undefined);
      });
      req.on("error", () => undefined);
      this.req = req;
    });
  }

  cut() {
    this.req?.destroy();
  }
}

function callback(phoneNumberId: string, from: string, id: string) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId }, contacts: [{ profile: { name: `Customer ${from.slice(-4)}` }, wa_id: from }], messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: `Hello, message ${id.slice(-6)}` } }] } }] }],
  });
}

function post(pathName: string, body: string): Promise<number> {
  const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-hub-signature-256": hubSignature(body, SECRET) };
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, path: pathName, method: "POST", agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

function get(pathName: string, jwt: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port: PORT, path: pathName, agent, headers: { authorization: `Bearer ${jwt}` } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
  });
}

async function main() {
  const db = await createTestDatabase("bench_realtime");
  process.env.DATABASE_URL = db.url;
  const { prepareDatabase } = await import("@/db/bootstrap");
  const { getDb, closeDb } = await import("@/db/client");
  const { insertCompany } = await import("@/lib/company/create-company");
  const { createToken } = await import("@/lib/tokens/create-token");
  const { systemCtx } = await import("@/lib/domain/context");
  const { sql } = await import("drizzle-orm");
  await prepareDatabase();

  const companies: Company[] = [];
  for (let i = 0; i < COMPANIES; i++) {
    const c = await insertCompany(getDb(), { name: `Bench Live ${i}`, slug: `bench-live-${i}` });
    // An API token per company (the streams' credential; a person's session would only add presence).
    const token = await createToken({ ctx: systemCtx(c.id, "bench"), input: { name: "bench", scopes: ["conversations:read"] } });
    companies.push({ id: c.id, jwt: token.token, phoneNumberId: `sandbox-${c.id}` });
  }
  const high = "100000000";
  const app = await startTestServer("bench_realtime", PORT, { RATE_LIMIT_ANONYMOUS_PER_MINUTE: high, RATE_LIMIT_PER_MINUTE: high, RATE_LIMIT_SESSION_PER_MINUTE: high, CHATAPP_APP_SECRET: SECRET, DB_POOL_MAX: "20", WORKERS: "off" }, { url: db.url, drop: async () => undefined });
  const worker = spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/worker.ts"], { env: { ...process.env, DATABASE_URL: db.url, CHATAPP_APP_SECRET: SECRET, DB_POOL_MAX: "10", LOG_LEVEL: "warn" }, stdio: "inherit" });
  const dbName = new URL(db.url).pathname.slice(1);
  try {
    await run();
  } finally {
    worker.kill("SIGTERM");
    await app.stop();
    await closeDb();
    await db.drop();
  }

  async function run() {

    // Warm-up: every route the run uses, compiled and cached before anything is measured.
    for (const c of companies) {
      await post("/api/channels/chatapp/webhook", callback(c.phoneNumberId, "971500000001", `wamid.WARM${c.id}`));
      await get("/api/v1/conversations?status=OPEN&limit=25", c.jwt);
    }
    const warm = new Tab(companies[0]);
    await warm.open();
    warm.cut();

    const results: Record<string, unknown>[] = [];
    let seq = 0;
    for (const n of STREAMS) {
      console.log(`\n${n} streams over ${COMPANIES} companies`);
      await sleep(2000);
      const rssBefore = treeRssMb(app.pid);
      const tabs = Array.from({ length: n }, (_, i) => new Tab(companies[i % COMPANIES]));
      for (let i = 0; i < tabs.length; i += 100) await Promise.all(tabs.slice(i, i + 100).map((t) => t.open()));
      await sleep(3000);
      const rssAfter = treeRssMb(app.pid);
      const idleCpu = await countCpu({ web: [app.pid], worker: [worker.pid!] }, dbName);
      await sleep(10_000);
      const idle = await idleCpu.stop();
      console.log(`  idle: ${(((rssAfter - rssBefore) * 1024) / n).toFixed(1)} KB per stream; CPU over 10 s ${JSON.stringify(idle)}`);

      // Traffic, with a tenth of the streams cut and reconnected halfway.
      const sent: { company: Company; platformId: string; sentAt: number; ackAt: number }[] = [];
      const total = RATE * SECONDS;
      const start = performance.now();
      const cutTabs = tabs.filter((_, i) => i % 10 === 0);
      const pending: Promise<void>[] = [];
      let reconnecting: Promise<unknown> | null = null;
      for (let i = 0; i < total; i++) {
        const due = start + (i * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        if (i === Math.floor(total / 2)) {
          for (const t of cutTabs) t.cut();
          reconnecting = sleep(500).then(() => Promise.all(cutTabs.map((t) => t.open())));
        }
        const company = companies[i % COMPANIES];
        const platformId = `wamid.RT${n}X${++seq}`;
        const from = `9715${String(10_000_000 + seq).slice(-8)}`;
        const sentAt = performance.now();
        pending.push(post("/api/channels/chatapp/webhook", callback(company.phoneNumberId, from, platformId)).then((status) => void (status === 200 && sent.push({ company, platformId, sentAt, ackAt: performance.now() }))));
      }
      await Promise.all(pending);
      await reconnecting;
      await sleep(3000);

      // Each callback's conversation, then its arrival on every stream of its company.
      const { rows } = await getDb().execute<{ pid: string; cid: string }>(sql`select platform_message_id as pid, conversation_id as cid from messages where platform_message_id like ${`wamid.RT${n}X%`}`);
      const convOf = new Map(rows.map((r) => [r.pid, r.cid]));
      const latencies: number[] = [];
      let missed = 0;
      let coveredByResync = 0;
      for (const s of sent) {
        const cid = convOf.get(s.platformId);
        for (const t of tabs) {
          if (t.company !== s.company) continue;
          // An event may come before the acknowledgement reaches the caller (the notification goes at commit): 0 ms then.
          const hit = t.arrivals.find((a) => a.at >= s.sentAt && (a.ids === null || (cid !== undefined && a.ids.includes(cid))));
          if (hit) latencies.push(Math.max(0, hit.at - s.ackAt));
          else if (t.resyncs.some((at) => at >= s.sentAt)) coveredByResync++;
          else {
            missed++;
            if (process.env.BENCH_DEBUG) console.log("missed", { cut: cutTabs.includes(t), cid, arrivals: t.arrivals.length, resyncs: t.resyncs.length, sentAt: Math.round(s.sentAt), last: Math.round(t.arrivals.at(-1)?.at ?? 0) });
          }
        }
      }
      latencies.sort((a, b) => a - b);
      const figures = {
        streams: n,
        companies: COMPANIES,
        kbPerIdleStream: Math.round((((rssAfter - rssBefore) * 1024) / n) * 10) / 10,
        idleCpuSeconds: idle,
        callbacks: sent.length,
        pairs: latencies.length + missed + coveredByResync,
        p50Ms: Math.round(pct(latencies, 50)),
        p95Ms: Math.round(pct(latencies, 95)),
        p99Ms: Math.round(pct(latencies, 99)),
        reconnected: cutTabs.length,
        missed,
        coveredByResync,
      };
      console.log(`  ${RATE}/s callbacks: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms over ${figures.pairs} pairs; ${cutTabs.length} streams reconnected; missed ${missed}, covered by resync ${coveredByResync}`);
      for (const t of tabs) t.cut();
      await sleep(2000);

      // Baseline: the polling the same agents did before the stream.
      const listPath = "/api/v1/conversations?status=OPEN&limit=25";
      const anyConversation = rows[0]?.cid;
      const perTabPerMinute = 24 + 24 + 8;
      const pollRate = (n * perTabPerMinute) / 60;
      const pollCpu = await countCpu({ web: [app.pid], worker: [worker.pid!] }, dbName);
      const pollStart = performance.now();
      const polls: Promise<number>[] = [];
      for (let i = 0; i < pollRate * 10; i++) {
        const due = pollStart + (i * 1000) / pollRate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const c = companies[i % COMPANIES];
        const kind = i % perTabPerMinute;
        const p = kind < 24 ? listPath : kind < 48 && anyConversation ? `/api/v1/conversations/${anyConversation}/messages` : "/api/v1/conversations?unread=true&status=OPEN&limit=1";
        polls.push(get(p, c.jwt));
      }
      const statuses = await Promise.all(polls);
      const pollSeconds = (performance.now() - pollStart) / 1000;
      const pollSpent = await pollCpu.stop();
      const polling = { offeredPerSecond: Math.round(pollRate), achievedPerSecond: Math.round(statuses.length / pollSeconds), errors: statuses.filter((s) => s !== 200 && s !== 404).length, cpuSeconds: pollSpent, seconds: Math.round(pollSeconds * 10) / 10 };
      console.log(`  polling baseline: ${polling.offeredPerSecond} req/s offered, ${polling.achievedPerSecond} achieved over ${polling.seconds} s; CPU ${JSON.stringify(pollSpent)} (idle streams: ${JSON.stringify(idle)} over 10 s)`);
      results.push({ ...figures, polling });
    }

    mkdirSync("docs/benchmarks", { recursive: true });
    writeFileSync("docs/benchmarks/realtime.json", JSON.stringify({ at: new Date().toISOString(), rate: RATE, seconds: SECONDS, results }, null, 2) + "\n");
    console.log("\nwrote docs/benchmarks/realtime.json");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
