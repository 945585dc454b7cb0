import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Logger, runMigrations } from "graphile-worker";
import pg from "pg";
import { env } from "@/lib/config/env";
import { directDatabaseUrl } from "./config";
import { getDb, getPool } from "./client";

// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK = 7_310_114;

/**
 * Applies the committed drizzle-kit migrations and graphile-worker's own schema. An advisory
 * lock makes concurrent starters (web server, workers, tests) take turns.
 */
export async function migrateDatabase(): Promise<void> {
  // With DATABASE_DIRECT_URL, directly: through a transaction-mode pooler the session lock
  // would stay behind on a server connection that other clients then share.
  const direct = env().DATABASE_DIRECT_URL ? new pg.Pool({ connectionString: directDatabaseUrl(), max: 2 }) : undefined;
  const client = await (direct ?? getPool()).connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const migrationsFolder = path.resolve(process.cwd(), "db/migrations");
    await (direct ? migrate(drizzle(direct), { migrationsFolder }) : migrate(getDb(), { migrationsFolder }));
    await runMigrations({ connectionString: directDatabaseUrl(), logger: quietLogger() });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
    await direct?.end();
  }
}

// graphile-worker's Logger takes a factory; its migrations have nothing useful to say.
function quietLogger() {
  return new Logger(() => () => undefined);
}
