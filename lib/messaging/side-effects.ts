import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { actorFields, type ActivityEntry } from "@/lib/contacts/activity";
import type { Ctx } from "@/lib/domain/context";
import { eventsCte, wakeSql, type NewEvent } from "@/lib/events/emit";

/**
 * A message's timeline rows, its outbox events and the dispatcher wake-up in one statement
 * (data-modifying CTEs), for the paths that run per message at platform rates.
 */
export async function writeTimelineAndEvents(tx: Tx, ctx: Ctx, activities: ActivityEntry[], events: Omit<NewEvent, "companyId">[]) {
  const who = actorFields(ctx.actor);
  const acts = activities.map((a) => ({ company_id: ctx.companyId, contact_id: a.contactId, type: a.type, data: a.data ?? {}, actor_type: who.actorType, actor_id: who.actorId, actor_name: who.actorName }));
  await tx.execute(sql`
    with a as (
      insert into contact_activities (company_id, contact_id, type, data, actor_type, actor_id, actor_name)
      select company_id, contact_id, type, data, actor_type, actor_id, actor_name
      from jsonb_to_recordset(${JSON.stringify(acts)}::jsonb) as x(company_id text, contact_id text, type text, data jsonb, actor_type text, actor_id text, actor_name text)
    ), e as (${eventsCte(events.map((e) => ({ ...e, companyId: ctx.companyId })))})
    ${wakeSql()}`);
}
