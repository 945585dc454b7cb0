import "server-only";
import type { Listener } from "@/db/listen";
import { startLoop } from "./loop";

export interface DueLoop<T> {
  /** What the log calls it: "workflow engine". */
  name: string;
  /** The NOTIFY channel that says new work may be due. */
  channel: string;
  /** Items worked on at once in this process. */
  capacity: number;
  /** Claims up to `limit` due items under a lease. */
  claim(limit: number): Promise<T[]>;
  /** When the next sleeping item falls due, or null. */
  nextDueAt(): Promise<Date | null>;
  /** Works one claimed item; its errors are its own to record. */
  work(item: T): Promise<void>;
}

/** The longest sleep: a sleeping item's time is looked up again at least this often. */
const IDLE_MS = 1000;

/**
 * A loop over rows that are their own queue (workflow runs, scheduled messages), one per worker
 * process: graphile-worker polls for future jobs every two seconds, and these must fire within
 * one. On the kit's loop (loop.ts): it claims due items while it has room, sleeps until the
 * next is due (at most a second), and wakes early on NOTIFY `channel` or when an item finishes.
 */
export function startDueLoop<T>(loop: DueLoop<T>): Promise<Listener> {
  return startLoop({
    name: loop.name,
    channel: loop.channel,
    retryMs: IDLE_MS,
    stopWaitMs: 10_000,
    async turn(t) {
      const room = loop.capacity - t.inFlight;
      if (room <= 0) return IDLE_MS; // woken as soon as one finishes
      const items = await loop.claim(room);
      for (const item of items) t.track(loop.work(item), { wake: true });
      if (items.length === room) return 0;
      const next = await loop.nextDueAt();
      return next ? Math.min(IDLE_MS, Math.max(0, next.getTime() - Date.now())) : IDLE_MS;
    },
  });
}
