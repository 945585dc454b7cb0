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

export function usesEmbedded(): boolean {
  return !process.env.DATABASE_URL;
}
