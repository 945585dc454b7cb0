import "server-only";
import { getPool } from "@/db/client";
import { AppError } from "@/lib/domain/errors";
import { env } from "@/lib/config/env";

/** How long the database gets to answer `select 1` before health says 503 (HEALTH_DB_TIMEOUT_MS; the test servers on a loaded 2-core machine give it 3 s). */
const timeoutMs = () => env().HEALTH_DB_TIMEOUT_MS;

const g = globalThis as unknown as { __healthCheck?: Promise<{ status: "ok" }> };

/**
 * 200 once the database answers; 503 SERVICE_UNAVAILABLE when it errors or stays silent
 * beyond its timeout. Concurrent probes share the check in flight: its answer comes after each
 * of them arrived, so it still says the database answered while they waited, and a busy
 * health route costs one `select 1` per round trip instead of one per request.
 */
export function checkHealth(): Promise<{ status: "ok" }> {
  g.__healthCheck ??= askDatabase().finally(() => {
    g.__healthCheck = undefined;
  });
  return g.__healthCheck;
}

/**
 * The race matters: a database that stops answering (paused, a dropped network) leaves a
 * query pending for minutes, and probes must get their answer in time.
 */
async function askDatabase(): Promise<{ status: "ok" }> {
  let timer: NodeJS.Timeout | undefined;
  const query = getPool().query("select 1");
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs());
  });
  try {
    const outcome = await Promise.race([query.then(() => "ok" as const), timeout]);
    if (outcome === "timeout") {
      query.catch(() => undefined); // it may still fail later; nobody waits for it
      throw new AppError("SERVICE_UNAVAILABLE", `The database did not answer within ${timeoutMs()} ms`, { check: "database", reason: "timeout" });
    }
    return { status: "ok" };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    throw new AppError("SERVICE_UNAVAILABLE", "The database is not answering", { check: "database", reason: "error", ...(code ? { code } : {}) });
  } finally {
    clearTimeout(timer);
  }
}
