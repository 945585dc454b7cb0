import type { Task } from "graphile-worker";
import type { Listener } from "@/db/listen";
import type { EventSubscriber } from "@/lib/events/types";

/**
 * What one area brings to the worker processes: its tasks by name, its recurring schedule
 * (crontab lines), the LISTEN loops it keeps up, and its consumers of the outbox. Each area
 * declares its own in `jobs.ts`; `lib/system/areas.ts` is the one list of them.
 */
export interface AreaJobs {
  name: string;
  tasks?: Record<string, Task>;
  crontab?: string[];
  listeners?: (() => Promise<Listener>)[];
  subscribers?: EventSubscriber[];
}
