import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { scheduledMessages, type ScheduledMessage } from "@/db/schema";
import { newId } from "@/lib/ids";
import { env } from "@/lib/config/env";

export function leaseSeconds(): number {
  return env().SCHEDULED_LEASE_SECONDS;
}

/**
 * Takes up to `limit` due messages of every company, oldest due first. The claim moves
 * `nextRunAt` a lease ahead, marks the message SENDING and stamps a token the claimant's writes
 * check; a worker that dies leaves its messages to be claimed again once the lease passes, and
 * the occurrence's sends row then says how far it got.
 */
export async function claimDue(limit: number): Promise<ScheduledMessage[]> {
  const due = sql`(
    select id from scheduled_messages
    where status in ('PENDING', 'SENDING') and next_run_at <= now()
    order by next_run_at
    limit ${limit}
    for update skip locked)`;
  return getDb()
    .update(scheduledMessages)
    .set({ claim: newId("clm"), nextRunAt: sql`now() + make_interval(secs => ${leaseSeconds()})`, status: "SENDING" })
    .where(sql`${scheduledMessages.id} in ${due}`)
    .returning();
}

/** When the next message is due (from the due index), or null. */
export async function nextDueAt(): Promise<Date | null> {
  const { rows } = await getDb().execute<{ at: string | null }>(sql`select min(next_run_at) as at from scheduled_messages where status in ('PENDING', 'SENDING')`);
  return rows[0]?.at ? new Date(rows[0].at) : null;
}
