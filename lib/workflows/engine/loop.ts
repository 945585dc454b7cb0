import "server-only";
import { listen, type Listener } from "@/db/listen";
import { errorFields, log } from "@/lib/log";
import { advanceRun } from "./advance";
import { claimDueRuns, nextWakeAt, RUNS_CHANNEL } from "./claim";

/**
 * The workflow engine of one worker process: a loop, like the campaign sender, because the job
 * queue polls for future jobs every two seconds and a delay must fire within one. It claims due
 * runs while it has room (WORKFLOW_CONCURRENCY runs in flight), sleeps until the next run is
 * due, and wakes early on NOTIFY workflow_runs (new runs, replies) or when a run finishes.
 */
export async function startWorkflowEngine(): Promise<Listener> {
  const capacity = Math.max(1, Number(process.env.WORKFLOW_CONCURRENCY ?? 32) || 32);
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

  const listener = await listen(RUNS_CHANNEL, { onNotify: wake, onUp: wake });
  const loop = (async () => {
    while (!stopped) {
      poked = false;
      try {
        const room = capacity - active;
        if (room > 0) {
          const runs = await claimDueRuns(room);
          for (const run of runs) {
            active++;
            void advanceRun(run).finally(() => {
              active--;
              wake();
            });
          }
          if (runs.length === room) continue;
          const next = await nextWakeAt();
          await sleep(next ? Math.min(1000, Math.max(0, next.getTime() - Date.now())) : 1000);
        } else await sleep(1000);
      } catch (err) {
        log.warn("workflow engine turn failed; retrying", errorFields(err));
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
      // Runs in flight finish their turn; what they leave is taken up by the next claimant.
      const until = Date.now() + 10_000;
      while (active > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    },
  };
}
