import { listen, type Listener } from "@/db/listen";
import { errorFields, log } from "@/lib/log";

/**
 * One single-flight loop per process that runs `drain` when `channel` is notified and after
 * every (re)connect (catching up on what was missed while down). A notification during a run
 * makes it run again; `drain` answers "busy" when another process holds the work, and is
 * then tried again shortly. Failures are logged; the next notification (or a cron sweep) retries.
 */
export function drainOnNotify(channel: string, what: string, drain: () => Promise<"done" | "busy">): Promise<Listener> {
  let running = false;
  let again = false;
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
  return listen(channel, { onNotify: () => void run(), onUp: () => void run() });
}
