import "server-only";
import { listen, type Listener } from "@/db/listen";
import { errorFields, log } from "@/lib/log";

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

/**
 * A loop over rows that are their own queue (workflow runs, scheduled messages), one per worker
 * process: graphile-worker polls for future jobs every two seconds, and these must fire within
 * one. It claims due items while it has room, sleeps until the next is due (at most a second),
 * and wakes early on NOTIFY `channel` or when an item finishes.
 */
export async function startDueLoop<T>(loop: DueLoop<T>): Promise<Listener> {
  let active = 0;
  let stopped = false;
  let poke: (() => void) | null = null;
  let poked = false;
  const wake = () => {
    poked = true;
    poke?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (poked) return resolve();
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        poke = null;
        resolve();
      }
      poke = done;
    });

  const listener = await listen(loop.channel, { onNotify: wake, onUp: wake });
  const running = (async () => {
    while (!stopped) {
      poked = false;
      try {
        const room = loop.capacity - active;
        if (room > 0) {
          const items = await loop.claim(room);
          for (const item of items) {
            active++;
            void loop.work(item).finally(() => {
              active--;
              wake();
            });
          }
          if (items.length === room) continue;
          const next = await loop.nextDueAt();
          await sleep(next ? Math.min(1000, Math.max(0, next.getTime() - Date.now())) : 1000);
        } else await sleep(1000);
      } catch (err) {
        log.warn(`${loop.name} turn failed; retrying`, errorFields(err));
        await sleep(1000);
      }
    }
  })();

  return {
    get live() {
      return listener.live;
    },
    async stop() {
      stopped = true;
      wake();
      await listener.stop();
      await running;
      // Items in flight finish their turn; what they leave is taken up by the next claimant.
      const until = Date.now() + 10_000;
      while (active > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    },
  };
}
