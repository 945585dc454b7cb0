import "server-only";
import type { Listener } from "@/db/listen";
import { drainOnNotify } from "@/lib/jobs/drain-on-notify";
import { dispatchPendingEvents } from "./dispatch";
import { OUTBOX_CHANNEL } from "./emit";
import type { EventSubscriber } from "./types";

/**
 * Dispatches the outbox as soon as a writer commits: writers NOTIFY (no shared row to lock,
 * so concurrent writers never queue behind each other), and one single-flight loop per
 * process drains the outbox. A notification waits 25 ms for others: at 500 inbound messages
 * a second that halves the worker's CPU (one dispatch per ~25 events instead of ~10), for an
 * event reaching its webhooks 25 ms later. The minute cron sweep covers a process with no
 * listener.
 */
export function startDispatchListener(subscribers: EventSubscriber[]): Promise<Listener> {
  return drainOnNotify(
    OUTBOX_CHANNEL,
    "event dispatch",
    async () => {
      await dispatchPendingEvents(subscribers);
      return "done";
    },
    { settleMs: 25 },
  );
}
