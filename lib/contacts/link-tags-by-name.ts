import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import type { TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { actorFields } from "./activity";

/**
 * Tags named in uploaded rows added to their contacts, set-based (contact imports and campaign
 * audience uploads): the missing tags are created first when `create`, otherwise names with no
 * tag are passed over; each new link writes its TAG_ADDED timeline entry.
 */
export async function linkTagsByName(ctx: TxCtx, links: { contact_id: string; name: string }[], { create }: { create: boolean }) {
  if (!links.length) return;
  const names = [...new Set(links.map((l) => l.name))];
  if (create) {
    await ctx.tx.execute(sql`
      insert into tags (id, company_id, name)
      select id, ${ctx.companyId}, n from unnest(${pgArray(names.map(() => newId("tag")))}::text[], ${pgArray(names)}::text[]) as x(id, n)
      on conflict (company_id, lower(name)) do nothing`);
  }
  const who = actorFields(ctx.actor);
  await ctx.tx.execute(sql`
    with wanted as (
      select l.contact_id, t.id as tag_id, t.name
      from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l(contact_id text, name text)
      join tags t on ${companySql(ctx, "t")} and lower(t.name) = lower(l.name)),
    linked as (
      insert into contact_tags (contact_id, tag_id, company_id)
      select distinct contact_id, tag_id, ${ctx.companyId} from wanted
      on conflict do nothing returning contact_id, tag_id)
    insert into contact_activities (company_id, contact_id, type, data, actor_type, actor_id, actor_name)
    select ${ctx.companyId}, l.contact_id, 'TAG_ADDED', json_build_object('tagId', l.tag_id, 'tagName', t.name, 'import', true), ${who.actorType}, ${who.actorId}, ${who.actorName}
    from linked l join tags t on t.id = l.tag_id`);
}
