import "server-only";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { newId } from "@/lib/ids";

/**
 * Leased claims (lib/jobs/README.md): a claimant takes rows with FOR UPDATE SKIP LOCKED and
 * stamps each with a lease end and an owner token. Another claimant never takes a row while a
 * claim's transaction holds it nor while its lease runs; once the lease has passed (its worker
 * died or hung) the row is free again, and the owner token makes the late claimant's writes
 * miss.
 */

/** When a lease taken now ends: by the database's clock, or from `now` where a test drives the clock. */
export function leaseEnd(seconds: number, now?: Date): SQL {
  return now ? sql`${new Date(now.getTime() + seconds * 1000).toISOString()}::timestamptz` : sql`now() + make_interval(secs => ${seconds})`;
}

/** The lease in `column` has run out (a lease ending at t is over at t). */
export function leasePassed(column: PgColumn | SQL, now?: Date): SQL {
  return now ? sql`${column} <= ${now.toISOString()}::timestamptz` : sql`${column} <= now()`;
}

/** A claim's owner token: the claimant's writes check it, so one whose lease passed to another writes nothing. */
export const newClaimToken = () => newId("clm");

/**
 * The ids a claim takes: up to `limit` rows that are `free` (in `order`), locked, skipping the
 * rows another claimant's transaction holds. An SQL subquery (in parentheses) for
 * `… where id in <pick>` or a CTE.
 */
export function pickFree(p: { table: PgTable | SQL; key: PgColumn | SQL; free: SQL; order?: SQL; limit: number }): SQL {
  return sql`(select ${p.key} from ${p.table} where ${p.free}${p.order ? sql` order by ${p.order}` : sql``} limit ${p.limit} for update skip locked)`;
}

type Key<T extends PgTable> = keyof T["_"]["columns"] & string;

/**
 * A table that is its own queue: the lease column is also its due time. A row is due when
 * it has passed, a claim moves it a lease ahead, and a claimant that dies leaves its rows to
 * come due again when the lease runs out: the claim is the reclaim, no sweep is needed.
 */
export interface LeasedQueue<T extends PgTable> {
  table: T;
  /** The key column; `id` unless named. */
  key?: Key<T>;
  /** The due time and lease end (a timestamp column). */
  lease: Key<T>;
  /** The owner token (a text column); `claim` unless named. */
  owner?: Key<T>;
  /** Which rows may be claimed at all (their status); the passed lease is added to it. */
  eligible: SQL;
  order: SQL;
  /** Written with the claim besides the lease and the owner (the status a claimed row shows). */
  set?: PgUpdateSetSource<T>;
}

/**
 * Claims up to `limit` due rows of `q` under a lease of `seconds`, one statement: UPDATE …
 * WHERE key IN (SELECT … FOR UPDATE SKIP LOCKED LIMIT n) RETURNING the claimed rows. Rows of
 * one claim share its owner token.
 */
export async function claimLeased<T extends PgTable>(q: LeasedQueue<T>, limit: number, seconds: number): Promise<T["$inferSelect"][]> {
  const columns = getTableColumns(q.table) as Record<string, PgColumn>;
  const key = columns[q.key ?? "id"]!;
  const picked = pickFree({ table: q.table, key, free: sql`${q.eligible} and ${leasePassed(columns[q.lease]!)}`, order: q.order, limit });
  const set = { ...q.set, [q.lease]: leaseEnd(seconds), [q.owner ?? "claim"]: newClaimToken() } as PgUpdateSetSource<T>;
  return (await getDb().update(q.table).set(set).where(sql`${key} in ${picked}`).returning()) as T["$inferSelect"][];
}
