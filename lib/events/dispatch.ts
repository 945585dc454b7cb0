import "server-only";
import { inArray, isNotNull, lt, sql } from "drizzle-orm";
import { getDb, getPool } from "@/db/client";
import { eventOutbox, type OutboxEvent } from "@/db/schema";
import { pickFree } from "@/lib/jobs/lease";
import type { ScanWindow } from "./scan-window";
import type { EventSubscriber } from "./types";
import { env } from "@/lib/config/env";

/**
 * Events per transaction: 200, doubling while batches come back full, up to 2,000. Under load
 * each of a batch's round trips waits its turn on a busy machine: bench:campaigns took 200 to
 * 800 ms a batch of 200 while sending, and about as long for 2,000 (the backlog then kept up:
 * 1,252 events waiting at stop instead of 182,786). A quiet outbox stays at small batches.
 */
const BATCH = 200;
const MAX_BATCH = 2_000;
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
const retainMinutes = () => env().EVENT_OUTBOX_RETAIN_MINUTES;

/**
 * Hands pending outbox events to every subscriber, a batch per transaction, oldest first.
 * SKIP LOCKED lets several workers dispatch at once without taking the same rows; a
 * subscriber that fails rolls the batch back, so its events stay pending. With a `window`
 * (the process's dispatch loop) a call starts where the window says and each batch after the
 * last one's highest id; without (the minute sweep, tests) every batch scans from the oldest.
 * It may vacuum the outbox between batches (vacuumOutboxIfDue). Not a verb: it serves every
 * company, so it opens its own transactions.
 */
export async function dispatchPendingEvents(subscribers: EventSubscriber[], window?: ScanWindow): Promise<number> {
  const keep = retainMinutes() > 0;
  let total = 0;
  let from = window?.start() ?? 0;
  for (let size = BATCH; ; size = Math.min(size * 2, MAX_BATCH)) {
    const events = await getDb().transaction(async (tx) => {
      // The kit's pick (lib/jobs/lease.ts) with no lease: the transaction that hands the batch
      // to the subscribers is the claim, so a dispatcher that dies rolls it back and the events stay.
      const pending = pickFree({ table: eventOutbox, key: eventOutbox.id, free: sql`${eventOutbox.dispatchedAt} is null and ${eventOutbox.id} >= ${from}`, order: sql`${eventOutbox.id}`, limit: size });
      const batch: OutboxEvent[] = keep
        ? await tx.update(eventOutbox).set({ dispatchedAt: new Date() }).where(sql`${eventOutbox.id} in ${pending}`).returning()
        : await tx.delete(eventOutbox).where(sql`${eventOutbox.id} in ${pending}`).returning();
      if (!batch.length) return batch;
      batch.sort((a, b) => a.id - b.id);
      for (const s of subscribers) await s.handle(tx, batch);
      return batch;
    });
    total += events.length;
    if (window && events.length) {
      const last = events[events.length - 1].id;
      window.handedOver(last);
      from = last + 1;
    }
    // Between batches too: a long backlog is drained over many of them.
    await vacuumOutboxIfDue();
    if (events.length < size) return total;
  }
}

const vacuumEveryMs = () => {
  return env().EVENT_OUTBOX_VACUUM_SECONDS * 1000;
};
// The first vacuum comes a period after the process starts, not with its first dispatch:
// workers restarted in a row (a deploy, the crash tests) do not each vacuum at once.
const g = globalThis as unknown as { __outboxVacuumedAt?: number };
g.__outboxVacuumedAt ??= Date.now();

/**
 * VACUUM of the outbox by its dispatcher, at most every EVENT_OUTBOX_VACUUM_SECONDS (off by
 * default, leaving it to autovacuum). Each dispatched event leaves a dead row and a dead entry in
 * the pending index, which a scan from the oldest walks: at campaign rates (about 9 events a
 * send) that is half a million a minute, more than autovacuum's one-minute nap lets pile up,
 * and on a server with autovacuum off it has no end (bench:campaigns met 3.4 s per batch of
 * 200 when every scan started at the oldest). Off by default: the dispatch loop's scan
 * window (scan-window.ts) keeps its scans off the old dead entries, and autovacuum, where it
 * runs, removes them (docs/decisions.md, "Events"). SKIP_LOCKED: a vacuum running elsewhere
 * is not waited for; TRUNCATE false: no exclusive lock to give back empty trailing pages.
 */
export async function vacuumOutboxIfDue(now = Date.now()): Promise<boolean> {
  const every = vacuumEveryMs();
  if (!every || now - (g.__outboxVacuumedAt ?? 0) < every) return false;
  g.__outboxVacuumedAt = now;
  await getPool().query("vacuum (skip_locked, truncate false) event_outbox");
  return true;
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
