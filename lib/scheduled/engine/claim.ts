import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { scheduledMessages, type ScheduledMessage } from "@/db/schema";
import { claimLeased, type LeasedQueue } from "@/lib/jobs/lease";
import { env } from "@/lib/config/env";

export function leaseSeconds(): number {
  return env().SCHEDULED_LEASE_SECONDS;
}

/** The messages as a leased queue (lib/jobs/lease.ts): `nextRunAt` is both the due time and the lease end, `claim` the owner. */
const DUE: LeasedQueue<typeof scheduledMessages> = {
  table: scheduledMessages,
  lease: "nextRunAt",
  eligible: sql`${scheduledMessages.status} in ('PENDING', 'SENDING')`,
  order: sql`${scheduledMessages.nextRunAt}`,
  set: { status: "SENDING" },
};

/**
 * Takes up to `limit` due messages of every company, oldest due first. The claim moves
 * `nextRunAt` a lease ahead, marks the message SENDING and stamps a token the claimant's writes
 * check; a worker that dies leaves its messages to be claimed again once the lease passes, and
 * the occurrence's sends row then says how far it got.
 */
export function claimDue(limit: number): Promise<ScheduledMessage[]> {
  return claimLeased(DUE, limit, leaseSeconds());
}

/** When the next message is due (from the due index), or null. */
export async function nextDueAt(): Promise<Date | null> {
  const { rows } = await getDb().execute<{ at: string | null }>(sql`select min(next_run_at) as at from scheduled_messages where status in ('PENDING', 'SENDING')`);
  return rows[0]?.at ? new Date(rows[0].at) : null;
}
