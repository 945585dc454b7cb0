/**
 * `npm run worker`: job workers as their own process. Run as many as you like against one
 * database; SIGTERM lets running jobs finish and releases the rest.
 */
import { prepareDatabase } from "@/db/bootstrap";
import { closeDb } from "@/db/client";
import { startWorkers } from "@/lib/jobs/runner";
import { areaJobs } from "@/lib/system/areas";
import { errorFields, log } from "@/lib/log";
import { onShutdown, runShutdown } from "@/lib/system/shutdown";
import { requireValidEnv } from "@/lib/system/check-env";
import { requireOwnSecretKey } from "@/lib/system/secret-key-check";
import { exitOnStartupFailure, StartupError } from "@/lib/system/startup-error";

async function main() {
  requireValidEnv();
  const db = await prepareDatabase();
  await requireOwnSecretKey();
  const runner = await startWorkers(areaJobs());
  onShutdown("workers", () => runner.stop());
  onShutdown("database pool", closeDb);
  const stop = async (signal: string) => {
    log.info("worker stopping", { signal });
    await runShutdown();
    await db.stop();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  await runner.promise;
}

main().catch((err) => {
  if (err instanceof StartupError) exitOnStartupFailure("The worker", err);
  log.error("worker failed", errorFields(err));
  process.exit(1);
});
