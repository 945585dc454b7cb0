import "server-only";
import { prepareDatabase } from "@/db/bootstrap";
import { closeDb } from "@/db/client";
import { authSecret } from "@/lib/config/secrets";
import { errorFields, log } from "@/lib/log";
import { startWorkers } from "@/lib/jobs/runner";
import { areaJobs } from "./areas";
import { allowedTargets } from "@/lib/net/public-address";
import { parseProxyTrust } from "@/lib/http/client-ip";
import { startAuthListener, stopAuthListener } from "@/lib/auth/auth-cache";
import { onShutdown, runShutdown } from "./shutdown";
import { requireOwnSecretKey } from "./secret-key-check";
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
  process.env.NEXTAUTH_URL ??= process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  authSecret(); // creates the development secret before the first request needs it
  allowedTargets(); // logs the webhook SSRF allow-list at start when it is set
  parseProxyTrust(process.env.TRUSTED_PROXIES); // a malformed TRUSTED_PROXIES stops the start, naming it
  const db = await prepareDatabase();
  await requireOwnSecretKey();
  await startAuthListener();
  onShutdown("auth cache listener", stopAuthListener);
  const runner = process.env.WORKERS === "off" ? null : await startWorkers(areaJobs());
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
