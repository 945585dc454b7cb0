import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { eventOutbox } from "@/db/schema";
import type { EventName } from "./catalog";

export const DISPATCH_TASK = "events:dispatch";
export const OUTBOX_CHANNEL = "event_outbox";

/**
 * Writes an event to the outbox inside the caller's transaction and wakes the dispatcher.
 * If the transaction rolls back, neither the event nor the wake-up exists.
 */
export async function emitEvent(db: DbOrTx, e: { companyId: string; event: EventName; payload: Record<string, unknown> }) {
  const eventId = `evt_${randomUUID().replace(/-/g, "")}`;
  await db.insert(eventOutbox).values({ eventId, companyId: e.companyId, event: e.event, payload: e.payload });
  await wakeDispatcher(db);
  return eventId;
}

/** Several events of one change: one multi-row insert and one wake-up. */
export async function emitEvents(db: DbOrTx, events: { companyId: string; event: EventName; payload: Record<string, unknown> }[]) {
  if (!events.length) return [];
  const rows = events.map((e) => ({ eventId: `evt_${randomUUID().replace(/-/g, "")}`, ...e }));
  await db.insert(eventOutbox).values(rows);
  await wakeDispatcher(db);
  return rows.map((r) => r.eventId);
}

/**
 * Wakes the dispatchers when the writer's transaction commits (NOTIFY is transactional and
 * folds repeats). Not a job row: a shared row would serialise every writer on its lock.
 */
export async function wakeDispatcher(db: DbOrTx) {
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
