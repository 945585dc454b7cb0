import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { workflowRuns, type WorkflowRun } from "@/db/schema";
import { claimLeased, type LeasedQueue } from "@/lib/jobs/lease";
import { env } from "@/lib/config/env";

export const RUNS_CHANNEL = "workflow_runs";

export function leaseSeconds(): number {
  return env().WORKFLOW_LEASE_SECONDS;
}

/** The runs as a leased queue (lib/jobs/lease.ts): `wakeAt` is both the due time and the lease end, `claim` the owner. */
const RUNS: LeasedQueue<typeof workflowRuns> = {
  table: workflowRuns,
  lease: "wakeAt",
  eligible: sql`${workflowRuns.status} in ('RUNNING', 'WAITING')`,
  order: sql`${workflowRuns.priority}, ${workflowRuns.wakeAt}`,
  set: { status: "RUNNING" },
};

/**
 * Takes up to `limit` due runs: timers first (a delay or a wait promised a time), then fresh
 * work, oldest first. The claim moves `wakeAt` a lease ahead and stamps a token the claimant's
 * every write checks; a worker that dies leaves its runs to be claimed again once the lease
 * passes. A WAITING run claimed on its timeout becomes RUNNING, so a reply after that is not
 * taken for it.
 */
export function claimDueRuns(limit: number): Promise<WorkflowRun[]> {
  return claimLeased(RUNS, limit, leaseSeconds());
}

/** When the next sleeping run is due (timers and fresh work each read from the due index), or null. */
export async function nextWakeAt(): Promise<Date | null> {
  const { rows } = await getDb().execute<{ at: string | null }>(sql`
    select least(
      (select min(wake_at) from workflow_runs where status in ('RUNNING', 'WAITING') and priority = 0),
      (select min(wake_at) from workflow_runs where status in ('RUNNING', 'WAITING') and priority = 1)) as at`);
  return rows[0]?.at ? new Date(rows[0].at) : null;
}
