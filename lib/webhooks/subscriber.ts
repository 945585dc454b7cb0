import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { webhookDeliveries, webhooks, type OutboxEvent } from "@/db/schema";
import { eventMatches } from "@/lib/events/catalog";
import type { EventSubscriber } from "@/lib/events/subscribers";
import { newId } from "@/lib/ids";
import { deliveryBody } from "./envelope";

export const DELIVER_TASK = "webhooks:deliver";
// Deliveries per job, across webhooks: small enough that several workers share a burst,
// large enough that the per-job overhead (claim, load, bulk write) is paid once for many
// sends. Grouping per webhook instead made a job per webhook per dispatch, mostly tiny ones.
export const IDS_PER_JOB = 100;
const INSERT_CHUNK = 1000;

type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** Adds delivery jobs in one round trip; `runAt` null means now. */
export async function enqueueDeliveries(tx: Tx, jobs: { ids: string[]; runAt?: Date | null }[]) {
  if (!jobs.length) return;
  const specs = jobs.map((j) => ({ ids: j.ids, runAt: j.runAt ? j.runAt.toISOString() : null }));
  await tx.execute(sql`
    select graphile_worker.add_job(
      identifier => ${DELIVER_TASK},
      payload => json_build_object('ids', j->'ids'),
      run_at => (j->>'runAt')::timestamptz,
      max_attempts => 3
    ) from json_array_elements(${JSON.stringify(specs)}::json) j`);
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Fans a batch of outbox events out to the ACTIVE webhooks of their companies: one delivery
 * row per match and the jobs that send them, all in the dispatcher's transaction, so an
 * event is handed over exactly once.
 */
export const webhookSubscriber: EventSubscriber = {
  name: "webhooks",
  async handle(tx, events) {
    const companyIds = [...new Set(events.map((e) => e.companyId))];
    const hooks = await tx
      .select({ id: webhooks.id, companyId: webhooks.companyId, events: webhooks.events, fieldExclusions: webhooks.fieldExclusions, maxRetries: webhooks.maxRetries })
      .from(webhooks)
      .where(and(inArray(webhooks.companyId, companyIds), eq(webhooks.status, "ACTIVE")));
    if (!hooks.length) return;
    const rows: NewDelivery[] = [];
    const idsByHook = new Map<string, string[]>();
    for (const e of events as OutboxEvent[]) {
      for (const h of hooks) {
        if (h.companyId !== e.companyId || !h.events.some((p) => eventMatches(p, e.event))) continue;
        const id = newId("whd");
        rows.push({
          id,
          companyId: e.companyId,
          webhookId: h.id,
          eventId: e.eventId,
          event: e.event,
          body: deliveryBody(e, h.fieldExclusions),
          maxAttempts: 1 + h.maxRetries,
          eventOccurredAt: e.occurredAt,
        });
        const list = idsByHook.get(h.id);
        if (list) list.push(id);
        else idsByHook.set(h.id, [id]);
      }
    }
    if (!rows.length) return;
    for (const part of chunk(rows, INSERT_CHUNK)) await tx.insert(webhookDeliveries).values(part);
    // Ordered by webhook, so a job mostly talks to few receivers over kept-alive connections.
    await enqueueDeliveries(
      tx,
      chunk([...idsByHook.values()].flat(), IDS_PER_JOB).map((ids) => ({ ids })),
    );
  },
};
