import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { getPool } from "@/db/client";
import { LIVE_CHANNEL, type LiveNotice } from "./events";

/**
 * Tells every web process's live hub (lib/live/hub.ts). In a transaction, PostgreSQL delivers
 * it at commit, or not at all on rollback; without one, at once. Typing and presence come
 * from here; conversations, messages and notes from the tables' triggers (migration 0032).
 */
export async function notifyLive(notice: LiveNotice, tx?: Tx): Promise<void> {
  const payload = JSON.stringify(notice);
  if (tx) await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  else await getPool().query("select pg_notify($1, $2)", [LIVE_CHANNEL, payload]);
}
