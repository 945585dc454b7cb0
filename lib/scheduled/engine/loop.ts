import "server-only";
import { listen, type Listener } from "@/db/listen";
import { errorFields, log } from "@/lib/log";
import { SCHEDULED_CHANNEL } from "../company-zone";
import { claimDue, nextDueAt } from "./claim";
import { runOccurrence } from "./run-occurrence";

/**
 * The scheduled-message engine of one worker process: a loop, like the workflow engine's,
 * because the job queue polls for future jobs every two seconds and a send must fire within
 * one. It claims due messages while it has room (SCHEDULED_CONCURRENCY in flight), sleeps until
 * the next is due (at most a second), and wakes early on NOTIFY scheduled_messages (a message
 * created or changed) or when a send finishes.
 */
export async function startScheduledEngine(): Promise<Listener> {
  const capacity = Math.max(1, Number(process.env.SCHEDULED_CONCURRENCY ?? 16) || 16);
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

  const listener = await listen(SCHEDULED_CHANNEL, { onNotify: wake, onUp: wake });
  const loop = (async () => {
    while (!stopped) {
      poked = false;
      try {
        const room = capacity - active;
        if (room > 0) {
          const due = await claimDue(room);
          for (const m of due) {
            active++;
            void runOccurrence(m).finally(() => {
              active--;
              wake();
            });
          }
          if (due.length === room) continue;
          const next = await nextDueAt();
          await sleep(next ? Math.min(1000, Math.max(0, next.getTime() - Date.now())) : 1000);
        } else await sleep(1000);
      } catch (err) {
        log.warn("scheduled-message engine turn failed; retrying", errorFields(err));
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
      await loop;
      // Sends in flight finish; what they leave is taken up by the next claimant.
      const until = Date.now() + 10_000;
      while (active > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    },
  };
}
