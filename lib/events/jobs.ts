import "server-only";
import { minuteSweep } from "@/lib/jobs/minute-sweep";
import type { AreaJobs } from "@/lib/jobs/types";
import { dispatchPendingEvents, pruneDispatchedEvents } from "./dispatch";
import { startDispatchListener } from "./dispatch-listener";
import { DISPATCH_TASK } from "./emit";
import type { EventSubscriber } from "./types";

/**
 * The outbox dispatcher, handing events to the subscribers the other areas declare. The
 * minute sweep is a safety net: events are normally dispatched within milliseconds, woken by
 * the NOTIFY their writer sends at commit. It also prunes dispatched events past their retention.
 */
export function eventsJobs(subscribers: EventSubscriber[]): AreaJobs {
  return {
    name: "events",
    tasks: {
      [DISPATCH_TASK]: async () => {
        await dispatchPendingEvents(subscribers);
        await pruneDispatchedEvents();
      },
    },
    crontab: [minuteSweep(DISPATCH_TASK)],
    listeners: [() => startDispatchListener(subscribers)],
  };
}
