import "server-only";
import type { Listener } from "@/db/listen";
import { startDueLoop } from "@/lib/jobs/due-loop";
import { SCHEDULED_CHANNEL } from "../company-zone";
import { claimDue, nextDueAt } from "./claim";
import { runOccurrence } from "./run-occurrence";
import { env } from "@/lib/config/env";

/**
 * The scheduled-message engine of one worker process: SCHEDULED_CONCURRENCY sends in flight,
 * woken by NOTIFY scheduled_messages (a message created or changed) and by the next due time.
 */
export function startScheduledEngine(): Promise<Listener> {
  return startDueLoop({ name: "scheduled-message engine", channel: SCHEDULED_CHANNEL, capacity: env().SCHEDULED_CONCURRENCY, claim: claimDue, nextDueAt, work: runOccurrence });
}
