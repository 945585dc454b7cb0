import pg from "pg";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { databaseUrl } from "@/db/config";
import { log } from "@/lib/log";

/**
 * A short-lived, per-process cache of credential lookups (API token rows and users), so a
 * request does not re-read them. It is only used while this process LISTENs on
 * `auth_changed`: every revocation, role change or removal NOTIFYs in its transaction and
 * every listening instance drops its cache, so a revoked token stops working everywhere at
 * once. Without a live listener (CLI, a lost connection) nothing is cached.
 */
const CHANNEL = "auth_changed";
const TTL_MS = Number(process.env.AUTH_CACHE_TTL_MS ?? 30_000);
const MAX_ENTRIES = 10_000;

type Entry = { value: unknown; at: number };
const g = globalThis as unknown as { __authCache?: Map<string, Entry>; __authListener?: { live: boolean; client?: pg.Client } };
const cache = (g.__authCache ??= new Map());
const listener = (g.__authListener ??= { live: false });

export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!listener.live) return load();
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { value, at: Date.now() });
  return value;
}

export function clearAuthCache() {
  cache.clear();
}

/** Tells every instance (this one included) to forget cached credentials; joins the tx. */
export async function announceAuthChange(db: DbOrTx) {
  clearAuthCache();
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/** Starts the LISTEN connection; reconnects with back-off, caching nothing while it is down. */
export async function startAuthListener(): Promise<void> {
  if (listener.client) return;
  const connect = async (attempt: number): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    listener.client = client;
    const down = () => {
      if (!listener.live && listener.client !== client) return;
      listener.live = false;
      clearAuthCache();
      listener.client = undefined;
      setTimeout(() => void connect(attempt + 1).catch(() => undefined), Math.min(30_000, 500 * 2 ** attempt));
    };
    client.on("error", down);
    client.on("end", down);
    client.on("notification", () => clearAuthCache());
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      clearAuthCache();
      listener.live = true;
    } catch (err) {
      log.warn("auth cache listener could not connect; credentials are read per request", { error: String(err) });
      down();
    }
  };
  await connect(0);
}

export async function stopAuthListener() {
  const client = listener.client;
  listener.live = false;
  listener.client = undefined;
  clearAuthCache();
  await client?.end().catch(() => undefined);
}
