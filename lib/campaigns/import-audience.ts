import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { pgArray } from "@/db/sql";
import { actorFields } from "@/lib/contacts/activity";
import { linkTagsByName } from "@/lib/contacts/link-tags-by-name";
import { contactJsonSql } from "@/lib/contacts/contact-json-sql";
import { cleanRow, foldByPhone, type CleanRow } from "@/lib/contacts/import-rows";
import { withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { emitSelected } from "@/lib/events/emit";
import { newId } from "@/lib/ids";
import type { importAudienceInput } from "./schemas";

type Input = z.output<typeof importAudienceInput>;

/**
 * An uploaded audience list as a batch for IMPORT_BATCH campaigns, set-based (50,000 rows in
 * a handful of statements): rows are cleaned as contact imports are (phones normalised with
 * the default country code), folded by phone, matched to contacts by phone; with createMissing
 * the others become contacts (OPTED_IN, source IMPORT, with their timeline entry and
 * contact.created) and unknown tag names become tags. Matched contacts keep their fields; the
 * row's tags are added to them. Bad rows come back with the reason.
 */
export async function importAudience({ ctx, input }: { ctx: Ctx; input: Input }) {
  const rejected: { row: number; reason: string }[] = [];
  const clean: CleanRow[] = [];
  input.data.forEach((r, i) => {
    if (!r.phone?.trim()) return void rejected.push({ row: i + 1, reason: "phone: is required (the audience is matched by phone)" });
    const c = cleanRow({ name: r.name, phone: r.phone, email: r.email, tags: r.tags }, i + 1, input.defaultCountryCode);
    if ("reason" in c) rejected.push(c);
    else clean.push(c);
  });
  const rows = foldByPhone(clean);
  const batchId = newId("aud");
  const { matched, created, unknown } = await withTx(ctx, (tctx) => writeBatch(tctx, batchId, rows, input.createMissing));
  for (const r of unknown) rejected.push({ row: r.row, reason: `phone: no contact has +${r.phone} (createMissing is false)` });
  rejected.sort((a, b) => a.row - b.row);
  return { batchId, matched, created, rejected };
}

async function writeBatch(ctx: TxCtx, batchId: string, rows: CleanRow[], createMissing: boolean) {
  const { tx } = ctx;
  const phones = rows.map((r) => r.phone!);
  let createdIds: string[] = [];
  if (createMissing && rows.length) {
    const fresh = rows.map((r) => ({ id: newId("ct"), name: r.name, phone: r.phone, email: r.email }));
    const { rows: inserted } = await tx.execute<{ id: string }>(sql`
      insert into contacts (id, company_id, name, phone, email, source, marketing_consent_source, marketing_consent_changed_at)
      select x.id, ${ctx.companyId}, x.name, x.phone, x.email, 'IMPORT', 'IMPORT', now()
      from jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) as x(id text, name text, phone text, email text)
      on conflict (company_id, phone) where phone is not null do nothing
      returning id`);
    createdIds = inserted.map((r) => r.id);
  }
  const { rows: found } = await tx.execute<{ id: string; phone: string }>(
    sql`select id, phone from contacts where ${companySql(ctx)} and phone = any(${pgArray(phones)}::text[])`,
  );
  const idByPhone = new Map(found.map((f) => [f.phone, f.id]));
  const unknown = rows.filter((r) => !idByPhone.has(r.phone!)).map((r) => ({ row: r.row, phone: r.phone! }));

  await tx.execute(sql`insert into campaign_audience_batches (id, company_id, matched, created, rejected) values (${batchId}, ${ctx.companyId}, 0, 0, 0)`);
  await tx.execute(sql`
    insert into campaign_audience_batch_contacts (batch_id, contact_id)
    select ${batchId}, id from unnest(${pgArray(found.map((f) => f.id))}::text[]) as id on conflict do nothing`);

  const links = rows.flatMap((r) => (idByPhone.has(r.phone!) ? r.tagNames.map((name) => ({ contact_id: idByPhone.get(r.phone!)!, name })) : []));
  await linkTagsByName(ctx, links, { create: createMissing });
  const who = actorFields(ctx.actor);
  if (createdIds.length) {
    await tx.execute(sql`
      insert into contact_activities (company_id, contact_id, type, data, actor_type, actor_id, actor_name)
      select ${ctx.companyId}, id, 'CONTACT_CREATED', json_build_object('source', 'IMPORT', 'audienceBatchId', ${batchId}::text), ${who.actorType}, ${who.actorId}, ${who.actorName}
      from unnest(${pgArray(createdIds)}::text[]) as id`);
    await emitSelected(
      tx,
      sql`select c.company_id, 'contact.created' as event, jsonb_build_object('contact', ${contactJsonSql()}, 'source', 'IMPORT') as payload
          from contacts c where ${companySql(ctx, "c")} and c.id = any(${pgArray(createdIds)}::text[])`,
    );
  }
  const matched = found.length - createdIds.length;
  await tx.execute(sql`update campaign_audience_batches set matched = ${matched}, created = ${createdIds.length}, rejected = ${unknown.length} where id = ${batchId} and ${companySql(ctx)}`);
  return { matched, created: createdIds.length, unknown };
}
