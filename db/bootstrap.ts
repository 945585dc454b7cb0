import { log } from "@/lib/log";
import { usesEmbedded } from "./config";
import { migrateDatabase } from "./migrate";

type Handle = { stop(): Promise<void> };
const g = globalThis as unknown as { __serviceDbReady?: Promise<Handle> };

/**
 * Makes the database usable by this process: starts or reuses the embedded server when
 * DATABASE_URL is unset, then applies migrations. Safe to call many times.
 */
export function prepareDatabase(): Promise<Handle> {
  g.__serviceDbReady ??= (async () => {
    let handle: Handle = { stop: async () => undefined };
    if (usesEmbedded()) {
      const { startEmbeddedPostgres } = await import("./embedded");
      handle = await startEmbeddedPostgres();
    }
    await migrateDatabase();
    log.debug("database ready");
    return handle;
  })();
  return g.__serviceDbReady;
}
