import "server-only";
import { asc, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { eventOutbox, type OutboxEvent } from "@/db/schema";
import type { EventSubscriber } from "./types";

const BATCH = 200;
/** Dispatched events pruned per statement, so a large backlog never makes one huge delete. */
const PRUNE_CHUNK = 10_000;

/**
 * Minutes a dispatched event stays in the outbox (EVENT_OUTBOX_RETAIN_MINUTES). 0, the default:
 * it is deleted as it is handed over. Nothing reads a dispatched event (the webhook deliveries
 * and workflow runs made from it hold what they need), and marking each one dispatched
 * rewrote the whole row with its payload: at campaign rates (8 events a send) that update was
 * a fifth of the database's writes, and the outbox grew without end. The test servers keep
 * them an hour, so a test can read what a request emitted.
 */
export const retainMinutes = () => Math.max(0, Number(process.env.EVENT_OUTBOX_RETAIN_MINUTES) || 0);

/**
 * Hands pending outbox events to every subscriber, a batch per transaction, oldest first.
 * SKIP LOCKED lets several workers dispatch at once without taking the same rows; a
 * subscriber that fails rolls the batch back, so its events stay pending. Not a verb: it
 * serves every company, so it opens its own transactions.
 */
export async function dispatchPendingEvents(subscribers: EventSubscriber[]): Promise<number> {
  const keep = retainMinutes() > 0;
  let total = 0;
  for (;;) {
    const n = await getDb().transaction(async (tx) => {
      const pending = tx
        .select({ id: eventOutbox.id })
        .from(eventOutbox)
        .where(isNull(eventOutbox.dispatchedAt))
        .orderBy(asc(eventOutbox.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      let events: OutboxEvent[];
      if (keep) {
        events = await tx.update(eventOutbox).set({ dispatchedAt: new Date() }).where(inArray(eventOutbox.id, pending)).returning();
      } else {
        events = await tx.delete(eventOutbox).where(inArray(eventOutbox.id, pending)).returning();
      }
      if (!events.length) return 0;
      events.sort((a, b) => a.id - b.id);
      for (const s of subscribers) await s.handle(tx, events);
      return events.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * The minute sweep's cleanup: dispatched events older than the retention (all of them at 0,
 * which also clears rows marked before events were deleted on dispatch).
 */
export async function pruneDispatchedEvents(): Promise<number> {
  const minutes = retainMinutes();
  const old = minutes > 0 ? lt(eventOutbox.dispatchedAt, sql`now() - make_interval(mins => ${minutes})`) : isNotNull(eventOutbox.dispatchedAt);
  let total = 0;
  for (;;) {
    const chunk = getDb().select({ id: eventOutbox.id }).from(eventOutbox).where(old).limit(PRUNE_CHUNK);
    const gone = await getDb().delete(eventOutbox).where(inArray(eventOutbox.id, chunk)).returning({ id: eventOutbox.id });
    total += gone.length;
    if (gone.length < PRUNE_CHUNK) return total;
  }
}
