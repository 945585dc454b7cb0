import "server-only";
import { asc, inArray, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { eventOutbox } from "@/db/schema";
import type { EventSubscriber } from "./types";

const BATCH = 200;

/**
 * Hands pending outbox events to every subscriber, a batch per transaction, oldest first.
 * SKIP LOCKED lets several workers dispatch at once without taking the same rows. Not a
 * verb: it serves every company, so it opens its own transactions.
 */
export async function dispatchPendingEvents(subscribers: EventSubscriber[]): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await getDb().transaction(async (tx) => {
      const events = await tx
        .select()
        .from(eventOutbox)
        .where(isNull(eventOutbox.dispatchedAt))
        .orderBy(asc(eventOutbox.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (!events.length) return 0;
      for (const s of subscribers) await s.handle(tx, events);
      await tx
        .update(eventOutbox)
        .set({ dispatchedAt: new Date() })
        .where(
          inArray(
            eventOutbox.id,
            events.map((e) => e.id),
          ),
        );
      return events.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}
