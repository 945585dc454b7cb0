import pg from "pg";
import { log } from "@/lib/log";
import { databaseUrl, usesEmbedded } from "./config";
import { explainDatabaseFailure } from "./diagnose";
import { migrateDatabase } from "./migrate";

type Handle = { stop(): Promise<void> };
const g = globalThis as unknown as { __serviceDbReady?: Promise<Handle> };

// A server that is still starting (compose, a restart) gets this long; one that refuses the
// credentials or names a missing database fails at once.
const WAIT_MS = 5_000;
const EMBEDDED_START_MS = 60_000;
const RETRYABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EAI_AGAIN", "57P03", "53300"]);

/**
 * Makes the database usable by this process: starts or reuses the embedded server when
 * DATABASE_URL is unset, then applies migrations. Safe to call many times. A failure is a
 * StartupError whose message names what failed and the setting that fixes it.
 */
export function prepareDatabase(): Promise<Handle> {
  g.__serviceDbReady ??= (async () => {
    let handle: Handle = { stop: async () => undefined };
    try {
      if (usesEmbedded()) {
        const { startEmbeddedPostgres } = await import("./embedded");
        handle = await within(startEmbeddedPostgres(), EMBEDDED_START_MS, `the embedded server did not start within ${EMBEDDED_START_MS / 1000} s`);
      } else {
        await waitForDatabase(databaseUrl());
      }
      await migrateDatabase();
    } catch (err) {
      g.__serviceDbReady = undefined; // a later call (a retrying CLI) tries again
      throw explainDatabaseFailure(err);
    }
    log.debug("database ready");
    return handle;
  })();
  return g.__serviceDbReady;
}

/** Connects once (3 s per try) until the server answers, WAIT_MS at most. */
async function waitForDatabase(url: string): Promise<void> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (err) {
      const code = (err as { code?: string }).code ?? "";
      const timedOut = /timeout/i.test((err as Error).message ?? "");
      if ((!RETRYABLE.has(code) && !timedOut) || Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
