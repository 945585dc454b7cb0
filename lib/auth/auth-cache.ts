import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { listen, type Listener } from "@/db/listen";
import { env } from "@/lib/config/env";

/**
 * A short-lived, per-process cache of credential lookups (API token rows and users), so a
 * request does not re-read them. It is only used while this process LISTENs on
 * `auth_changed`: every revocation, role change or removal NOTIFYs in its transaction and
 * every listening instance drops its cache, so a revoked token stops working everywhere at
 * once. Without a live listener (CLI, a lost connection) nothing is cached.
 */
const CHANNEL = "auth_changed";
const MAX_ENTRIES = 10_000;

type Entry = { value: unknown; at: number };
const g = globalThis as unknown as { __authCache?: Map<string, Entry>; __authListener?: { handle?: Listener } };
const cache = (g.__authCache ??= new Map());
const listener = (g.__authListener ??= {});

export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!listener.handle?.live) return load();
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < env().AUTH_CACHE_TTL_MS) return hit.value as T;
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
  if (listener.handle) return;
  listener.handle = await listen(CHANNEL, { onNotify: clearAuthCache, onUp: clearAuthCache, onDown: clearAuthCache });
}

export async function stopAuthListener() {
  const handle = listener.handle;
  listener.handle = undefined;
  clearAuthCache();
  await handle?.stop();
}
