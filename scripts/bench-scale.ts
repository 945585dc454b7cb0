/**
 * `npm run bench:scale`: does throughput scale out with web processes? The same mix (contacts
 * list, get by id and create, and a cheap token route) against the production build (`npm run
 * build` first) with one web process, then with two (`WEB_CONCURRENCY=2 npm start`: Node's
 * cluster, one port), both times with `WORKERS=off` and two `npm run worker` processes
 * (dispatching the creates' events) on one database seeded with BENCH_CONTACTS contacts.
 * Prints req/s and p95 for each and the ratio, with the machine's core count: on two cores the
 * load generator, PostgreSQL and the workers share the CPU with the web processes, which
 * bounds what a second web process can add. Figures go to docs/benchmarks/scale.json.
 */
import "./bench/production-env";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "@/lib/testing/test-database";
import { startTestServer } from "@/lib/testing/test-server";
import { measure, ratio, type Figures, type Request } from "./bench/measure";

const N = Number(process.env.BENCH_CONTACTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3300);

/** The machine's CPU time so far (Linux /proc/stat): busy and total jiffies. */
function cpuTimes() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
}

async function stopWorker(w: ChildProcess) {
  if (w.exitCode !== null) return;
  const exited = new Promise((r) => w.once("exit", r));
  w.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}

function startWorker(databaseUrl: string): ChildProcess {
  return spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/worker.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
}

async function main() {
  const db = await createTestDatabase("bench_scale");
  process.env.DATABASE_URL = db.url;
  const { prepareDatabase } = await import("@/db/bootstrap");
  const { getDb, closeDb } = await import("@/db/client");
  const { insertCompany } = await import("@/lib/company/create-company");
  const { createToken } = await import("@/lib/tokens/create-token");
  const { systemCtx } = await import("@/lib/domain/context");
  const { seedContacts } = await import("./bench/seed-contacts");
  await prepareDatabase();
  const company = await insertCompany(getDb(), { name: "Scale Co", slug: "scale" });
  console.log(`seeding ${N.toLocaleString("en")} contacts…`);
  await seedContacts(getDb(), company.id, N, []);
  const token = (await createToken({ ctx: systemCtx(company.id, "bench"), input: { name: "bench", scopes: ["*"] } })).token;
  await closeDb();

  const auth = { authorization: `Bearer ${token}` };
  const mid = `ct_bench${String(Math.ceil(N / 2)).padStart(9, "0")}`;
  const mix: Request[] = [
    { method: "GET", path: "/api/v1/contacts", headers: auth },
    { method: "GET", path: `/api/v1/contacts/${mid}`, headers: auth },
    { method: "POST", path: "/api/v1/contacts", headers: auth, body: JSON.stringify({ name: "Scale Person", email: "scale.person@example.com" }) },
    { method: "GET", path: "/api/v1/webhooks/events", headers: auth },
  ];
  const high = "1000000000";
  const workers = [startWorker(db.url), startWorker(db.url)];
  const keep = { url: db.url, drop: async () => undefined };
  const phases: { webProcesses: number; figures: Figures; cpuBusy: number }[] = [];
  try {
    for (const webProcesses of [1, 2]) {
      const env: Record<string, string> = { RATE_LIMIT_PER_MINUTE: high, RATE_LIMIT_ANONYMOUS_PER_MINUTE: high, WORKERS: "off" };
      if (webProcesses > 1) env.WEB_CONCURRENCY = String(webProcesses);
      const app = await startTestServer("bench", PORT, env, keep);
      try {
        // Warm-up on every process (new connections are handed out round-robin).
        await measure(app.baseUrl, { connections: CONNECTIONS, seconds: 5, requests: mix });
        const before = cpuTimes();
        const figures = await measure(app.baseUrl, { connections: CONNECTIONS, seconds: SECONDS, requests: mix });
        const after = cpuTimes();
        const cpuBusy = Math.round(((after.busy - before.busy) / (after.total - before.total)) * 100);
        phases.push({ webProcesses, figures, cpuBusy });
        console.log(`${webProcesses} web process(es): ${figures.rps} req/s, p50 / p95 / p99 ${figures.p50} / ${figures.p95} / ${figures.p99} ms, ${figures.errors} failed, CPU ${cpuBusy} % busy`);
      } finally {
        await app.stop();
      }
    }
  } finally {
    await Promise.all(workers.map(stopWorker));
    await db.drop();
  }
  const [one, two] = phases;
  const cores = os.cpus().length;
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
  console.log(`\n${N.toLocaleString("en")} contacts; mix of list, get, create and GET /api/v1/webhooks/events; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run`);
  console.log(`${cores} cores (load average ${load}), shared by the load generator, PostgreSQL, 2 job workers and the web processes\n`);
  console.log("| web processes (+ 2 workers) | req/s | p50 / p95 / p99 ms | failed | machine CPU busy |\n|---|---|---|---|---|");
  for (const p of phases) console.log(`| ${p.webProcesses} | ${p.figures.rps} | ${p.figures.p50} / ${p.figures.p95} / ${p.figures.p99} | ${p.figures.errors} | ${p.cpuBusy} % |`);
  console.log(`\ntwo / one: ${ratio(two.figures.rps, one.figures.rps)}× the requests per second, p95 ${one.figures.p95} → ${two.figures.p95} ms`);
  if (cores <= 2) console.log(`with ${cores} cores, a second web process can only use what the first leaves idle (${100 - one.cpuBusy} % here): this bounds the ratio, not the design`);
  mkdirSync("docs/benchmarks", { recursive: true });
  writeFileSync(
    "docs/benchmarks/scale.json",
    JSON.stringify({ date: new Date().toISOString(), cores, loadAverage: load, contacts: N, connections: CONNECTIONS, secondsPerRun: SECONDS, phases, ratio: ratio(two.figures.rps, one.figures.rps) }, null, 2) + "\n",
  );
  console.log("written to docs/benchmarks/scale.json");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
