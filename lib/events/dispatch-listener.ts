import type { Listener } from "@/db/listen";
import { drainOnNotify } from "@/lib/jobs/drain-on-notify";
import { dispatchPendingEvents } from "./dispatch";
import { OUTBOX_CHANNEL } from "./emit";

/**
 * Dispatches the outbox as soon as a writer commits: writers NOTIFY (no shared row to lock,
 * so concurrent writers never queue behind each other), and one single-flight loop per
 * process drains the outbox. The minute cron sweep covers a process with no listener.
 */
export function startDispatchListener(): Promise<Listener> {
  return drainOnNotify(OUTBOX_CHANNEL, "event dispatch", async () => {
    await dispatchPendingEvents();
    return "done";
  });
}
