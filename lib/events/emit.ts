import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { eventOutbox } from "@/db/schema";
import { enqueue } from "@/lib/jobs/enqueue";
import type { EventName } from "./catalog";

export const DISPATCH_TASK = "events:dispatch";

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

/** For writers that insert outbox rows in bulk themselves; joins their transaction. */
export function wakeDispatcher(db: DbOrTx) {
  // One pending dispatcher job is enough: the key folds a burst of events into one wake-up.
  return enqueue(db, DISPATCH_TASK, {}, { jobKey: "events:dispatch", jobKeyMode: "replace" });
}
