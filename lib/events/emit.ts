import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { afterCommit, getPool, type DbOrTx } from "@/db/client";
import { EVENT_ID_SQL, newEventId } from "@/lib/ids";
import type { EventName } from "./catalog";
import { assertEventPayload, payloadCheckOn } from "./payloads/registry";

export const DISPATCH_TASK = "events:dispatch";
export const OUTBOX_CHANNEL = "event_outbox";

export interface NewEvent {
  companyId: string;
  event: EventName;
  payload: Record<string, unknown>;
}

/**
 * The one writer of the outbox. Every form writes inside the caller's transaction and wakes
 * the dispatcher once it has committed, so a rolled-back change leaves neither its events nor
 * a wake-up.
 */
export async function emitEvent(db: DbOrTx, e: NewEvent): Promise<string> {
  const [id] = await emitEvents(db, [e]);
  return id!;
}

/** Several events of one change: one statement, ids in order. */
export async function emitEvents(db: DbOrTx, events: NewEvent[]): Promise<string[]> {
  if (!events.length) return [];
  checkPayloads(events);
  const rows = events.map((e) => ({ event_id: newEventId(), company_id: e.companyId, event: e.event, payload: e.payload }));
  await db.execute(outboxInsertSql(rows));
  afterCommit(db, wake);
  return rows.map((r) => r.event_id);
}

/**
 * The events a set-based statement selects (`company_id, event, payload` columns), for
 * changes to many rows at once (imports, bulk tags) whose payloads are built in SQL.
 */
export async function emitSelected(db: DbOrTx, select: SQL): Promise<void> {
  const check = payloadCheckOn();
  const { rows } = await db.execute<{ event: string; payload: unknown }>(sql`
    insert into event_outbox (event_id, company_id, event, payload)
    select ${sql.raw(EVENT_ID_SQL)}, s.company_id, s.event, s.payload from (${select}) as s
    ${check ? sql`returning event, payload` : sql``}`);
  // Payloads built in SQL are checked as written, so a drift from the presenters fails the test.
  if (check) checkPayloads(rows);
  afterCommit(db, wake);
}

/**
 * For the few statements that write the outbox themselves (receipts, campaign sends: one
 * statement per batch at platform rates): under the strict check, the events this transaction
 * has written so far are read back and checked. Nothing in production.
 */
export async function checkWrittenEvents(db: DbOrTx): Promise<void> {
  if (!payloadCheckOn()) return;
  const { rows } = await db.execute<{ event: string; payload: unknown }>(sql`select event, payload from event_outbox where xmin = pg_current_xact_id()::xid`);
  checkPayloads(rows);
}

/**
 * Under EVENT_PAYLOAD_CHECK=strict (tests), a payload that does not match its event's schema
 * (lib/events/payloads/registry.ts) throws, failing the change that emitted it.
 */
function checkPayloads(events: { event: string; payload: unknown }[]) {
  if (!payloadCheckOn()) return;
  for (const e of events) assertEventPayload(e.event, e.payload);
}

/**
 * The outbox insert as a statement to embed in a caller's CTE (a message's timeline and
 * events written in one round trip); the caller's statement must also `wakeSql()`.
 */
export function eventsCte(events: NewEvent[]): SQL {
  checkPayloads(events);
  return outboxInsertSql(events.map((e) => ({ event_id: newEventId(), company_id: e.companyId, event: e.event, payload: e.payload })));
}

/**
 * `select pg_notify(…)`: the wake-up to end a statement that embeds `eventsCte`. Inside the
 * transaction, so its commit queues behind every other notifying commit (see wake below);
 * fine for a statement that writes a batch, not for one per request.
 */
export function wakeSql(): SQL {
  return sql`select pg_notify(${OUTBOX_CHANNEL}, '')`;
}

/**
 * Wakes the dispatchers once the writer's transaction has committed. Not a job row: a shared
 * row would serialise every writer on its lock.
 */
export async function wakeDispatcher(db: DbOrTx) {
  afterCommit(db, wake);
}

const g = globalThis as unknown as { __outboxWake?: { inFlight: boolean; again: boolean } };

/**
 * NOTIFY from outside the writer's transaction, after its commit. Inside it, the wake-up
 * would be atomic with the change, but PostgreSQL serialises the commits of all notifying
 * transactions on one lock held through the commit's WAL flush, so concurrent writes that
 * emit events queued one behind another (creating contacts at 16 connections: 550-800/s with
 * the NOTIFY inside, 950-1,100/s without). A wake-up is only a hint (the events are in the
 * outbox either way; a lost one is found by the dispatcher's minute sweep), so it needs no
 * durable commit, and one per process at a time is enough: commits that happen while one is
 * in flight get one more after it.
 */
function wake() {
  const state = (g.__outboxWake ??= { inFlight: false, again: false });
  if (state.inFlight) {
    state.again = true;
    return;
  }
  state.inFlight = true;
  getPool()
    .query("select set_config('synchronous_commit', 'off', true), pg_notify($1, '')", [OUTBOX_CHANNEL])
    .catch(() => undefined)
    .finally(() => {
      state.inFlight = false;
      if (state.again) {
        state.again = false;
        wake();
      }
    });
}

type OutboxRow = { event_id: string; company_id: string; event: string; payload: Record<string, unknown> };

// Rows go in as one jsonb array, in order, so a batch of any size is one bound parameter.
function outboxInsertSql(rows: OutboxRow[]): SQL {
  return sql`
    insert into event_outbox (event_id, company_id, event, payload)
    select y.event_id, y.company_id, y.event, y.payload
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as el(value, n),
         jsonb_to_record(el.value) as y(event_id text, company_id text, event text, payload jsonb)
    order by el.n`;
}
