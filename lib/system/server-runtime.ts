import "server-only";
import { prepareDatabase } from "@/db/bootstrap";
import { closeDb } from "@/db/client";
import { env } from "@/lib/config/env";
import { authSecret } from "@/lib/config/secrets";
import { errorFields, log } from "@/lib/log";
import { startWorkers } from "@/lib/jobs/runner";
import { areaJobs } from "./areas";
import { allowedTargets } from "@/lib/net/public-address";
import { startAuthListener, stopAuthListener } from "@/lib/auth/auth-cache";
import { onShutdown, runShutdown } from "./shutdown";
import { requireOwnSecretKey } from "./secret-key-check";
import { requireValidEnv } from "./check-env";
import { exitOnStartupFailure } from "./startup-error";

const g = globalThis as unknown as { __serviceRuntime?: Promise<void> };

/**
 * A process that cannot reach its database or read its stored secrets exits (code 1) with a
 * message naming the setting to fix, rather than listening and answering every request 500.
 */
export function startServerRuntime(): Promise<void> {
  g.__serviceRuntime ??= boot().catch((err) => exitOnStartupFailure("The web server", err));
  return g.__serviceRuntime;
}

async function boot() {
  requireValidEnv(); // a bad variable stops the start here, named, before anything uses it
  // next-auth reads NEXTAUTH_URL from process.env itself.
  process.env.NEXTAUTH_URL = env().NEXTAUTH_URL ?? env().APP_URL ?? `http://localhost:${env().PORT}`;
  authSecret(); // creates the development secret before the first request needs it
  allowedTargets(); // logs the webhook SSRF allow-list at start when it is set
  const db = await prepareDatabase();
  await requireOwnSecretKey();
  await startAuthListener();
  onShutdown("auth cache listener", stopAuthListener);
  const runner = env().WORKERS ? await startWorkers(areaJobs()) : null;
  // Running jobs finish (or are released for another worker) before the pool closes.
  if (runner) onShutdown("workers", () => runner.stop());
  onShutdown("database pool", closeDb);
  const shutdown = async (signal: string) => {
    log.info("shutting down", { signal });
    try {
      await runShutdown();
      await db.stop();
    } catch (err) {
      log.error("shutdown failed", errorFields(err));
    } finally {
      process.exit(0);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}
