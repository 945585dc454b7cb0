import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import { emitSelected } from "@/lib/events/emit";
import { withTx, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { actorFields } from "./activity";
import { contactJsonSql } from "./contact-json-sql";
import { assertTagsInCompany } from "./references";

/**
 * Adds or removes tags on many contacts with set-based SQL: one statement links (or unlinks)
 * every pair that needs it and logs each change on the timeline from its RETURNING rows, so a
 * second run changes nothing. Contact ids of other companies are skipped by the company
 * filter. Each touched contact gets one contact.updated event, in the same transaction.
 */
export async function bulkTags({ ctx, input }: { ctx: Ctx; input: { contactIds: string[]; tagIds: string[]; action: "add" | "remove" } }) {
  const contactIds = [...new Set(input.contactIds)];
  return withTx(ctx, async ({ tx }) => {
    const tagIds = (await assertTagsInCompany(tx, ctx.companyId, input.tagIds)).map((t) => t.id);
    const { actorType, actorId, actorName } = actorFields(ctx.actor);
    const type = input.action === "add" ? "TAG_ADDED" : "TAG_REMOVED";
    const changed =
      input.action === "add"
        ? sql`insert into contact_tags (contact_id, tag_id, company_id)
            select c.id, t.id, c.company_id
            from contacts c cross join unnest(${pgArray(tagIds)}::text[]) as t(id)
            where ${companySql(ctx, "c")} and c.id = any(${pgArray(contactIds)}::text[])
            on conflict do nothing
            returning contact_id, tag_id`
        : sql`delete from contact_tags ct
            using contacts c
            where c.id = ct.contact_id and ${companySql(ctx, "c")}
              and ct.contact_id = any(${pgArray(contactIds)}::text[]) and ct.tag_id = any(${pgArray(tagIds)}::text[])
            returning ct.contact_id, ct.tag_id`;
    const { rows } = await tx.execute<{ n: number; touched: string[] | null }>(sql`
      with changed as (${changed}),
      touched as (update contacts set updated_at = now() where id in (select distinct contact_id from changed) returning id),
      logged as (
        insert into contact_activities (company_id, contact_id, type, data, actor_type, actor_id, actor_name)
        select ${ctx.companyId}, ch.contact_id, ${type}, json_build_object('tagId', ch.tag_id, 'tagName', t.name, 'bulk', true),
               ${actorType}, ${actorId}, ${actorName}
        from changed ch join tags t on t.id = ch.tag_id
        returning 1)
      select (select count(*) from logged)::int as n, (select array_agg(id) from touched) as touched`);
    const touched = rows[0]?.touched ?? [];
    if (touched.length) {
      // A second statement, so the payloads see this statement's tag changes.
      await emitSelected(
        tx,
        sql`select c.company_id, 'contact.updated' as event,
                   jsonb_build_object('contact', ${contactJsonSql()}, 'changes', jsonb_build_array(${type}::text)) as payload
            from contacts c where c.id = any(${pgArray(touched)}::text[])`,
      );
    }
    return { action: input.action, contacts: contactIds.length, tags: tagIds.length, changed: Number(rows[0]?.n ?? 0) };
  });
}
