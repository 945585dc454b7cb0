import path from "node:path";

/** Where embedded PostgreSQL keeps its files when DATABASE_URL is not set. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? "./.data");
}

export function embeddedPort(): number {
  return Number(process.env.EMBEDDED_PG_PORT ?? 54329);
}

/** The embedded server's fixed credentials: it listens on 127.0.0.1 only. */
export function embeddedUrl(database = "service"): string {
  return `postgres://postgres:postgres@127.0.0.1:${embeddedPort()}/${database}`;
}

/** DATABASE_URL when set (a real server), otherwise the embedded server's URL. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || embeddedUrl();
}

/**
 * PostgreSQL itself when DATABASE_URL goes through a transaction-mode pooler (PgBouncer):
 * DATABASE_DIRECT_URL, for what such a pooler cannot carry across statements: LISTEN and the
 * migrations' session advisory lock. Unset, the same as databaseUrl().
 */
export function directDatabaseUrl(): string {
  return process.env.DATABASE_DIRECT_URL || databaseUrl();
}

export function usesEmbedded(): boolean {
  return !process.env.DATABASE_URL;
}
