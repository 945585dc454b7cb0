/**
 * `npm start`: the production server.
 *
 * WEB_CONCURRENCY unset (or 1): exactly `next start`, in this process, with the same arguments
 * (and a keep-alive timeout of 65 s unless one is given: KEEP_ALIVE_TIMEOUT_MS).
 *
 * WEB_CONCURRENCY=N: N web processes share the port through Node's cluster module (what PM2's
 * cluster mode does; the primary accepts connections and hands them out round-robin). The
 * primary runs no app code: a short-lived helper (scripts/cluster-database.ts) applies the
 * migrations once before any web process starts and, with the embedded PostgreSQL, owns that
 * server for the cluster's life. Only the first web process runs job workers (WORKERS as
 * configured); the others run with WORKERS=off (scale jobs with `npm run worker`). A web
 * process that dies is started again; SIGTERM/SIGINT stop them all, then the database helper.
 */
import { fork } from "node:child_process";
import cluster from "node:cluster";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const processes = Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY || 1)) || 1);

if (processes === 1 || cluster.isWorker) {
  process.argv.splice(2, 0, "start");
  // Idle connections stay open longer than clients and load balancers keep theirs (Node's fetch
  // drops its own after 4 s, common balancers after 60 s): the server closing first races a
  // client reusing the connection, whose request then fails with "other side closed".
  if (!process.argv.some((a) => a.startsWith("--keepAliveTimeout"))) process.argv.push("--keepAliveTimeout", process.env.KEEP_ALIVE_TIMEOUT_MS || "65000");
  require("next/dist/bin/next");
} else {
  await runPrimary(processes);
}

// Plain JavaScript (it starts before tsx): LOG_LEVEL as lib/log.ts reads it. The web processes
// and the database step check every variable (lib/config/env.ts) before they start. (Inside the
// function: the primary's top-level await calls log before a module-level constant is set.)
function log(level, msg, fields = {}) {
  const rank = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };
  if (rank[level] < (rank[process.env.LOG_LEVEL?.trim() || "info"] ?? rank.info)) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, pid: process.pid, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(line + "\n");
}

/** Runs the database helper; resolves once migrations are applied. */
function prepareDatabase() {
  const script = fileURLToPath(new URL("./cluster-database.ts", import.meta.url));
  const helper = fork(script, [], { execArgv: ["--conditions=react-server", "--import", "tsx"] });
  return new Promise((resolve, reject) => {
    helper.once("message", (m) => (m === "ready" ? resolve(helper) : reject(new Error(`database helper: ${m}`))));
    helper.once("exit", (code) => reject(new Error(`database helper exited with code ${code} before the database was ready`)));
  });
}

async function runPrimary(n) {
  log("info", "starting web processes", { processes: n });
  let helper;
  try {
    helper = await prepareDatabase();
  } catch (err) {
    log("error", "could not prepare the database", { error: String(err) });
    process.exit(1);
  }
  let stopping = false;
  helper.on("exit", (code) => code !== 0 && !stopping && log("error", "the database helper died", { code }));
  const slots = new Map(); // worker id -> { slot, started }
  const quickDeaths = new Array(n).fill(0);

  const start = (slot) => {
    // One process runs the job workers: N web processes should not mean N × WORKER_CONCURRENCY jobs.
    const worker = cluster.fork({ WEB_PROCESS_SLOT: String(slot), ...(slot > 0 ? { WORKERS: "off" } : {}) });
    slots.set(worker.id, { slot, started: Date.now() });
  };

  cluster.on("listening", (worker, address) => {
    log("info", "web process listening", { worker: worker.process.pid, slot: slots.get(worker.id)?.slot, port: address.port });
  });
  cluster.on("exit", (worker, code, signal) => {
    const entry = slots.get(worker.id);
    slots.delete(worker.id);
    if (stopping || !entry) return;
    // Restart at once after a long life; back off (up to 30 s) when it keeps dying at start.
    const quick = Date.now() - entry.started < 10_000;
    quickDeaths[entry.slot] = quick ? quickDeaths[entry.slot] + 1 : 0;
    const delay = quick ? Math.min(30_000, 500 * 2 ** quickDeaths[entry.slot]) : 0;
    log("warn", "web process died; starting another", { worker: worker.process.pid, slot: entry.slot, code, signal, restartInMs: delay });
    setTimeout(() => !stopping && start(entry.slot), delay);
  });

  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    log("info", "stopping web processes", { signal });
    const workers = Object.values(cluster.workers ?? {});
    const exited = Promise.all(workers.map((w) => new Promise((r) => (w.isDead() ? r() : w.once("exit", r)))));
    for (const w of workers) w.process.kill(signal);
    // Each web process lets running requests and jobs finish; after 30 s it is killed.
    const timer = setTimeout(() => workers.forEach((w) => !w.isDead() && w.process.kill("SIGKILL")), 30_000);
    await exited;
    clearTimeout(timer);
    if (helper.connected) {
      const gone = new Promise((r) => helper.once("exit", r));
      helper.send("stop");
      await Promise.race([gone, new Promise((r) => setTimeout(r, 15_000))]);
    }
    log("info", "web processes stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  for (let slot = 0; slot < n; slot++) start(slot);
}
