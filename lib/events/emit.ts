import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { EVENT_ID_SQL, newEventId } from "@/lib/ids";
import type { EventName } from "./catalog";

export const DISPATCH_TASK = "events:dispatch";
export const OUTBOX_CHANNEL = "event_outbox";

export interface NewEvent {
  companyId: string;
  event: EventName;
  payload: Record<string, unknown>;
}

/**
 * The one writer of the outbox. Every form writes inside the caller's transaction and wakes
 * the dispatcher at commit, so a rolled-back change leaves neither its events nor a wake-up.
 */
export async function emitEvent(db: DbOrTx, e: NewEvent): Promise<string> {
  const [id] = await emitEvents(db, [e]);
  return id!;
}

/** Several events of one change: one statement (insert and wake-up), ids in order. */
export async function emitEvents(db: DbOrTx, events: NewEvent[]): Promise<string[]> {
  if (!events.length) return [];
  const rows = events.map((e) => ({ event_id: newEventId(), company_id: e.companyId, event: e.event, payload: e.payload }));
  await db.execute(sql`with e as (${outboxInsertSql(rows)}) select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return rows.map((r) => r.event_id);
}

/**
 * The events a set-based statement selects (`company_id, event, payload` columns), for
 * changes to many rows at once (imports, bulk tags) whose payloads are built in SQL.
 */
export async function emitSelected(db: DbOrTx, select: SQL): Promise<void> {
  await db.execute(sql`
    with e as (
      insert into event_outbox (event_id, company_id, event, payload)
      select ${sql.raw(EVENT_ID_SQL)}, s.company_id, s.event, s.payload from (${select}) as s
    )
    select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * The outbox insert as a statement to embed in a caller's CTE (a message's timeline and
 * events written in one round trip); the caller's statement must also `wakeSql()`.
 */
export function eventsCte(events: NewEvent[]): SQL {
  return outboxInsertSql(events.map((e) => ({ event_id: newEventId(), company_id: e.companyId, event: e.event, payload: e.payload })));
}

/** `select pg_notify(…)`: the wake-up to end a statement that embeds `eventsCte`. */
export function wakeSql(): SQL {
  return sql`select pg_notify(${OUTBOX_CHANNEL}, '')`;
}

/**
 * Wakes the dispatchers when the writer's transaction commits (NOTIFY is transactional and
 * folds repeats). Not a job row: a shared row would serialise every writer on its lock.
 */
export async function wakeDispatcher(db: DbOrTx) {
  await db.execute(wakeSql());
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
