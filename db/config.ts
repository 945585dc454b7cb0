import path from "node:path";
import { env } from "@/lib/config/env";

/** Where embedded PostgreSQL keeps its files when DATABASE_URL is not set. */
export function dataDir(): string {
  return path.resolve(env().DATA_DIR);
}

export function embeddedPort(): number {
  return env().EMBEDDED_PG_PORT;
}

/** The embedded server's fixed credentials: it listens on 127.0.0.1 only. */
export function embeddedUrl(database = "service"): string {
  return `postgres://postgres:postgres@127.0.0.1:${embeddedPort()}/${database}`;
}

/** DATABASE_URL when set (a real server), otherwise the embedded server's URL. */
export function databaseUrl(): string {
  return env().DATABASE_URL ?? embeddedUrl();
}

/**
 * PostgreSQL itself when DATABASE_URL goes through a transaction-mode pooler (PgBouncer):
 * DATABASE_DIRECT_URL, for what such a pooler cannot carry across statements: LISTEN and the
 * migrations' session advisory lock. Unset, the same as databaseUrl().
 */
export function directDatabaseUrl(): string {
  return env().DATABASE_DIRECT_URL ?? databaseUrl();
}

export function usesEmbedded(): boolean {
  return env().DATABASE_URL === undefined;
}
