import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { companySql } from "@/lib/domain/tenancy";
import type { Ctx } from "@/lib/domain/context";
import { chunk, enqueueDeliveries, IDS_PER_JOB } from "./subscriber";

/**
 * What a resume does with the events kept while the webhook was paused: queue them in the
 * order they occurred (jobs are added in that order and each starts its sends oldest first; they run in parallel,
 * so receivers that need strict order read the envelope's timestamp), or
 * mark them DISCARDED, kept in the log. Runs in the resume's transaction, so a webhook is never
 * ACTIVE with deliveries left HELD.
 */
export async function settleHeld(tx: Tx, ctx: Ctx, webhookId: string, how: "deliver" | "discard"): Promise<number> {
  if (how === "discard") {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update webhook_deliveries set status = 'DISCARDED', completed_at = now(), updated_at = now(), last_error = 'discarded when the webhook was resumed'
      where ${companySql(ctx)} and webhook_id = ${webhookId} and status = 'HELD'
      returning id`);
    return rows.length;
  }
  const { rows } = await tx.execute<{ id: string }>(sql`
    with released as (
      update webhook_deliveries set status = 'PENDING', next_attempt_at = null, updated_at = now()
      where ${companySql(ctx)} and webhook_id = ${webhookId} and status = 'HELD'
      returning id, event_occurred_at
    )
    select id from released order by event_occurred_at, id`);
  await enqueueDeliveries(
    tx,
    chunk(
      rows.map((r) => r.id),
      IDS_PER_JOB,
    ).map((ids) => ({ ids })),
  );
  return rows.length;
}
