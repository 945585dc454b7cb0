import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { env } from "@/lib/config/env";
import { databaseUrl } from "./config";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

// Kept on globalThis so Next's dev reloads and separate bundles share one pool per process.
const g = globalThis as unknown as { __servicePool?: pg.Pool; __serviceDb?: Db; __afterCommit?: WeakMap<object, (() => void)[]> };

// A transaction and its savepoints share one drizzle session: the key of its after-commit work.
const sessionOf = (db: DbOrTx) => (db as unknown as { session: object }).session;
const afterCommitHooks = () => (g.__afterCommit ??= new WeakMap());

/**
 * Runs `fn` once the transaction `db` belongs to has committed (at once when `db` is not a
 * transaction of getDb(): its statements have committed already), never after a rollback.
 * For work that must not hold the commit up, such as waking listeners.
 */
export function afterCommit(db: DbOrTx, fn: () => void): void {
  const hooks = afterCommitHooks().get(sessionOf(db));
  if (hooks) hooks.push(fn);
  else fn();
}

export function getPool(): pg.Pool {
  if (!g.__servicePool) {
    g.__servicePool = new pg.Pool({
      connectionString: databaseUrl(),
      max: env().DB_POOL_MAX,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    g.__servicePool.on("error", () => undefined);
    g.__servicePool.on("connect", (client) => client.on("error", () => undefined));
  }
  return g.__servicePool;
}

export function getDb(): Db {
  if (!g.__serviceDb) {
    const db = drizzle(getPool(), { schema, casing: "snake_case" });
    const transaction = db.transaction.bind(db);
    db.transaction = async (fn, config) => {
      const hooks: (() => void)[] = [];
      const result = await transaction((tx) => {
        afterCommitHooks().set(sessionOf(tx), hooks);
        return fn(tx);
      }, config);
      for (const hook of hooks) {
        try {
          hook();
        } catch {
          // after-commit work is best effort; the commit has happened
        }
      }
      return result;
    };
    g.__serviceDb = db;
  }
  return g.__serviceDb;
}

export async function closeDb(): Promise<void> {
  const pool = g.__servicePool;
  g.__servicePool = undefined;
  g.__serviceDb = undefined;
  await pool?.end();
}
