import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Logger, runMigrations } from "graphile-worker";
import { databaseUrl } from "./config";
import { getDb, getPool } from "./client";

// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK = 7_310_114;

/**
 * Applies the committed drizzle-kit migrations and graphile-worker's own schema. An advisory
 * lock makes concurrent starters (web server, workers, tests) take turns.
 */
export async function migrateDatabase(): Promise<void> {
  const client = await getPool().connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(getDb(), { migrationsFolder: path.resolve(process.cwd(), "db/migrations") });
    await runMigrations({ connectionString: databaseUrl(), logger: quietLogger() });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

// graphile-worker's Logger takes a factory; its migrations have nothing useful to say.
function quietLogger() {
  return new Logger(() => () => undefined);
}
