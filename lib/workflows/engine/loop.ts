import "server-only";
import type { Listener } from "@/db/listen";
import { startDueLoop } from "@/lib/jobs/due-loop";
import { advanceRun } from "./advance";
import { claimDueRuns, nextWakeAt, RUNS_CHANNEL } from "./claim";
import { env } from "@/lib/config/env";

/**
 * The workflow engine of one worker process: WORKFLOW_CONCURRENCY runs in flight, woken by
 * NOTIFY workflow_runs (new runs, replies) and by the next run's wake time.
 */
export function startWorkflowEngine(): Promise<Listener> {
  return startDueLoop({ name: "workflow engine", channel: RUNS_CHANNEL, capacity: env().WORKFLOW_CONCURRENCY, claim: claimDueRuns, nextDueAt: nextWakeAt, work: advanceRun });
}
