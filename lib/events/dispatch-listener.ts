import { listen, type Listener } from "@/db/listen";
import { log, errorFields } from "@/lib/log";
import { dispatchPendingEvents } from "./dispatch";
import { OUTBOX_CHANNEL } from "./emit";

/**
 * Dispatches the outbox as soon as a writer commits: writers NOTIFY (no shared row to lock,
 * so concurrent writers never queue behind each other), and one single-flight loop per
 * process drains the outbox. After a reconnect it catches up at once; the minute cron sweep
 * covers a process with no listener.
 */
export async function startDispatchListener(): Promise<Listener> {
  let running = false;
  let again = false;
  const drain = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await dispatchPendingEvents();
      } while (again);
    } catch (err) {
      log.error("event dispatch failed; the next notification or the sweep retries", errorFields(err));
    } finally {
      running = false;
    }
  };
  return listen(OUTBOX_CHANNEL, { onNotify: () => void drain(), onUp: () => void drain() });
}
