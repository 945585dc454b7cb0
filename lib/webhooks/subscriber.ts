import "server-only";
import { and, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { webhooks, type OutboxEvent } from "@/db/schema";
import { eventMatches } from "@/lib/events/catalog";
import type { EventSubscriber } from "@/lib/events/types";
import { newId } from "@/lib/ids";
import { deliveryBody } from "./envelope";

export const DELIVER_TASK = "webhooks:deliver";
// Deliveries per job, across webhooks: small enough that several workers share a burst,
// large enough that the per-job overhead (claim, load, bulk write) is paid once for many
// sends. Grouping per webhook instead made a job per webhook per dispatch, mostly tiny ones.
export const IDS_PER_JOB = 100;
const INSERT_CHUNK = 1000;

type NewDelivery = { id: string; company_id: string; webhook_id: string; event_id: string; event: string; body: string; max_attempts: number; event_occurred_at: Date; status: "PENDING" | "HELD" };

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
 * Fans a batch of outbox events out to the webhooks of their companies: one delivery row per
 * match and the jobs that send them, all in the dispatcher's transaction, so an event is
 * handed over exactly once. A paused webhook's matches are kept as HELD, with no job, until a
 * person resumes it (they go out in order) or discards them. A FAILED webhook (its target was
 * refused) is not matched: its address must be fixed first (docs/decisions.md).
 */
export const webhookSubscriber: EventSubscriber = {
  name: "webhooks",
  async handle(tx, events) {
    const companyIds = [...new Set(events.map((e) => e.companyId))];
    const hooks = await tx
      .select({ id: webhooks.id, companyId: webhooks.companyId, status: webhooks.status, events: webhooks.events, fieldExclusions: webhooks.fieldExclusions, maxRetries: webhooks.maxRetries })
      .from(webhooks)
      .where(and(inArray(webhooks.companyId, companyIds), inArray(webhooks.status, ["ACTIVE", "PAUSED"])));
    if (!hooks.length) return;
    const rows: NewDelivery[] = [];
    const idsByHook = new Map<string, string[]>();
    for (const e of events as OutboxEvent[]) {
      for (const h of hooks) {
        if (h.companyId !== e.companyId || !h.events.some((p) => eventMatches(p, e.event))) continue;
        const id = newId("whd");
        rows.push({
          id,
          company_id: e.companyId,
          webhook_id: h.id,
          event_id: e.eventId,
          event: e.event,
          body: deliveryBody(e, h.fieldExclusions),
          max_attempts: 1 + h.maxRetries,
          event_occurred_at: e.occurredAt,
          status: h.status === "ACTIVE" ? "PENDING" : "HELD",
        });
        if (h.status !== "ACTIVE") continue;
        const list = idsByHook.get(h.id);
        if (list) list.push(id);
        else idsByHook.set(h.id, [id]);
      }
    }
    if (!rows.length) return;
    // One JSON parameter per chunk: building thousands of bound values through the query
    // builder cost more CPU than the sends themselves (measured with bench:webhooks).
    for (const part of chunk(rows, INSERT_CHUNK)) {
      await tx.execute(sql`
        insert into webhook_deliveries (id, company_id, webhook_id, event_id, event, body, max_attempts, event_occurred_at, status)
        select v.id, v.company_id, v.webhook_id, v.event_id, v.event, v.body, v.max_attempts, v.event_occurred_at, v.status::webhook_delivery_status
        from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
          as v(id text, company_id text, webhook_id text, event_id text, event text, body text, max_attempts int, event_occurred_at timestamptz, status text)`);
    }
    // Ordered by webhook, so a job mostly talks to few receivers over kept-alive connections.
    await enqueueDeliveries(
      tx,
      chunk([...idsByHook.values()].flat(), IDS_PER_JOB).map((ids) => ({ ids })),
    );
  },
};
