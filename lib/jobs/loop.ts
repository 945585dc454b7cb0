import "server-only";
import { listen, type Listener } from "@/db/listen";
import { errorFields, log } from "@/lib/log";

/** What a turn may use of its loop. */
export interface Turn {
  /**
   * Work the turn started that outlives it (a claimed item being worked on): counted in
   * `inFlight` and waited for at stop. With `wake`, its end wakes the loop, since room came
   * free; without, the loop comes back when its turn said (a send per wake-up would cost a
   * turn's reads per send).
   */
  track(work: Promise<unknown>, opts?: { wake?: boolean }): void;
  readonly inFlight: number;
  /** stop() was called: a turn that goes on for long may end early. */
  readonly stopping: boolean;
}

export interface LoopSpec {
  /** What the log calls it: "workflow engine". */
  name: string;
  /** The NOTIFY channel that says work may be waiting. */
  channel: string;
  /**
   * One turn; answers how long the loop may sleep before the next (ms; 0 runs the next at
   * once, Infinity waits to be woken). A NOTIFY, a (re)connect of the listener, or tracked
   * work that wakes cut a sleep short; one that came during the turn skips it.
   */
  turn(t: Turn): Promise<number>;
  /** A notification waits this long for others to join it: under load one turn then takes what many writers committed. */
  settleMs?: number;
  /** The sleep after a failed turn (it is logged). */
  retryMs?: number;
  /** How long stop() waits at most for the turn in progress and the tracked work. */
  stopWaitMs?: number;
}

/**
 * The one loop of background work, one per worker process per engine: turns run one at a
 * time, each sleeps as its turn says, and NOTIFY `channel` wakes it. A failed turn is logged
 * and tried again after `retryMs`. stop() lets the turn in progress and the tracked work
 * finish (up to `stopWaitMs`); what a hard kill leaves is taken up by the next claimant once
 * its lease passes.
 */
export async function startLoop(spec: LoopSpec): Promise<Listener> {
  let inFlight = 0;
  let stopped = false;
  let poked = false;
  let poke: (() => void) | null = null;
  let settling: NodeJS.Timeout | undefined;
  const wake = () => {
    poked = true;
    poke?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (poked || ms <= 0) return resolve();
      // Unref'd: a loop never keeps a process alive; an endless sleep sets no timer at all.
      const t = Number.isFinite(ms) ? setTimeout(done, Math.min(ms, 2 ** 31 - 1)).unref() : undefined;
      function done() {
        clearTimeout(t);
        poke = null;
        resolve();
      }
      poke = done;
    });
  const settle = spec.settleMs
    ? () => {
        settling ??= setTimeout(() => {
          settling = undefined;
          wake();
        }, spec.settleMs).unref();
      }
    : wake;
  const turn: Turn = {
    track(work, { wake: wakes = false } = {}) {
      inFlight++;
      const done = () => {
        inFlight--;
        if (wakes) wake();
      };
      work.then(done, (err: unknown) => {
        log.error(`${spec.name}: tracked work failed`, errorFields(err));
        done();
      });
    },
    get inFlight() {
      return inFlight;
    },
    get stopping() {
      return stopped;
    },
  };

  const listener = await listen(spec.channel, { onNotify: settle, onUp: wake });
  const running = (async () => {
    while (!stopped) {
      poked = false;
      let pause: number;
      try {
        pause = await spec.turn(turn);
      } catch (err) {
        log.error(`${spec.name} turn failed; trying again`, errorFields(err));
        pause = spec.retryMs ?? 1000;
      }
      if (!stopped) await sleep(pause);
    }
  })();

  return {
    get live() {
      return listener.live;
    },
    async stop() {
      stopped = true;
      clearTimeout(settling);
      wake();
      await listener.stop();
      const until = Date.now() + (spec.stopWaitMs ?? 10_000);
      await Promise.race([running, new Promise((r) => setTimeout(r, spec.stopWaitMs ?? 10_000).unref())]);
      while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    },
  };
}
