import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { actorFields, type ActivityEntry } from "@/lib/contacts/activity";
import type { EventName } from "@/lib/events/catalog";
import { OUTBOX_CHANNEL } from "@/lib/events/emit";
import type { Ctx } from "@/lib/http/context";

/**
 * A message's timeline rows, its outbox events and the dispatcher wake-up in one statement
 * (data-modifying CTEs), for the paths that run per message at platform rates.
 */
export async function writeTimelineAndEvents(tx: Tx, ctx: Ctx, activities: ActivityEntry[], events: { event: EventName; payload: Record<string, unknown> }[]) {
  const who = actorFields(ctx.actor);
  const acts = activities.map((a) => ({ company_id: ctx.companyId, contact_id: a.contactId, type: a.type, data: a.data ?? {}, actor_type: who.actorType, actor_id: who.actorId, actor_name: who.actorName }));
  const evts = events.map((e) => ({ event_id: `evt_${randomUUID().replace(/-/g, "")}`, company_id: ctx.companyId, event: e.event, payload: e.payload }));
  await tx.execute(sql`
    with a as (
      insert into contact_activities (company_id, contact_id, type, data, actor_type, actor_id, actor_name)
      select company_id, contact_id, type, data, actor_type, actor_id, actor_name
      from jsonb_to_recordset(${JSON.stringify(acts)}::jsonb) as x(company_id text, contact_id text, type text, data jsonb, actor_type text, actor_id text, actor_name text)
    ), e as (
      insert into event_outbox (event_id, company_id, event, payload)
      select y.event_id, y.company_id, y.event, y.payload
      from jsonb_array_elements(${JSON.stringify(evts)}::jsonb) with ordinality as el(value, n),
           jsonb_to_record(el.value) as y(event_id text, company_id text, event text, payload jsonb)
      order by el.n
    )
    select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
