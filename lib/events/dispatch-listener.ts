import "server-only";
import type { Listener } from "@/db/listen";
import { drainOnNotify } from "@/lib/jobs/drain-on-notify";
import { dispatchPendingEvents } from "./dispatch";
import { ScanWindow } from "./scan-window";
import { OUTBOX_CHANNEL } from "./emit";
import type { EventSubscriber } from "./types";

const FULL_SCAN_MS = 10_000;

/**
 * Dispatches the outbox as soon as a writer commits: writers NOTIFY (no shared row to lock,
 * so concurrent writers never queue behind each other), and one single-flight loop per
 * process drains the outbox. A notification waits 25 ms for others: at 500 inbound messages
 * a second that halves the worker's CPU (one dispatch per ~25 events instead of ~10), for an
 * event reaching its webhooks 25 ms later. Scans start near the newest events (ScanWindow),
 * with a scan from the oldest every 10 s, when the loop also wakes by itself. The minute cron
 * sweep covers a process with no listener.
 */
export function startDispatchListener(subscribers: EventSubscriber[]): Promise<Listener> {
  const window = new ScanWindow({ trailMs: 5_000, fullEveryMs: FULL_SCAN_MS });
  return drainOnNotify(
    OUTBOX_CHANNEL,
    "event dispatch",
    async () => {
      await dispatchPendingEvents(subscribers, window);
      return "done";
    },
    { settleMs: 25, everyMs: FULL_SCAN_MS },
  );
}
