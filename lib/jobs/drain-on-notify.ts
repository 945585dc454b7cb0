import { listen, type Listener } from "@/db/listen";
import { errorFields, log } from "@/lib/log";

/**
 * One single-flight loop per process that runs `drain` when `channel` is notified and after
 * every (re)connect (catching up on what was missed while down). A notification during a run
 * makes it run again; `drain` answers "busy" when another process holds the work, and is
 * then tried again shortly. Failures are logged; the next notification (or a cron sweep) retries.
 */
export async function drainOnNotify(channel: string, what: string, drain: () => Promise<"done" | "busy">, { settleMs = 0, everyMs = 0 } = {}): Promise<Listener> {
  let running = false;
  let again = false;
  let settling: NodeJS.Timeout | undefined;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if ((await drain()) === "busy") setTimeout(() => void run(), 250).unref();
      } while (again);
    } catch (err) {
      log.error(`${what} failed; the next notification or the sweep retries`, errorFields(err));
    } finally {
      running = false;
    }
  };
  // With settleMs, a notification waits that long for others to join it: under load one drain
  // then takes what many writers committed instead of a few rows each.
  const soon = () => {
    if (!settleMs) return void run();
    settling ??= setTimeout(() => {
      settling = undefined;
      void run();
    }, settleMs).unref();
  };
  const listener = await listen(channel, { onNotify: soon, onUp: () => void run() });
  // With everyMs, it also drains that often with no notification (the outbox's full scans).
  const timer = everyMs ? setInterval(() => void run(), everyMs).unref() : undefined;
  return {
    get live() {
      return listener.live;
    },
    async stop() {
      // A drain still settling would otherwise start after shutdown closed the pool.
      clearTimeout(settling);
      clearInterval(timer);
      await listener.stop();
    },
  };
}
