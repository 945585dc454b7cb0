import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { databaseUrl } from "./config";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

// Kept on globalThis so Next's dev reloads and separate bundles share one pool per process.
const g = globalThis as unknown as { __servicePool?: pg.Pool; __serviceDb?: Db };

export function getPool(): pg.Pool {
  if (!g.__servicePool) {
    g.__servicePool = new pg.Pool({
      connectionString: databaseUrl(),
      max: Number(process.env.DB_POOL_MAX ?? 10),
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    g.__servicePool.on("error", () => undefined);
    g.__servicePool.on("connect", (client) => client.on("error", () => undefined));
  }
  return g.__servicePool;
}

export function getDb(): Db {
  if (!g.__serviceDb) g.__serviceDb = drizzle(getPool(), { schema, casing: "snake_case" });
  return g.__serviceDb;
}

export async function closeDb(): Promise<void> {
  const pool = g.__servicePool;
  g.__servicePool = undefined;
  g.__serviceDb = undefined;
  await pool?.end();
}
