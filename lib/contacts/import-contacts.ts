import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import { emitSelected } from "@/lib/events/emit";
import { withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { actorFields } from "./activity";
import { contactJsonSql } from "./contact-json-sql";
import { adjustFieldKeys, keyDelta } from "./field-keys";
import { cleanRow, foldByPhone, type CleanRow, type ImportRow } from "./import-rows";
import { linkTagsByName } from "./link-tags-by-name";

/**
 * Imports one batch of mapped CSV rows in one transaction: phones normalised, rows matched to
 * existing contacts by phone (those are updated: given fields replace, custom fields merge,
 * tags are added), missing tags created, timeline entries and contact.created/updated events
 * written. Invalid rows come back with the reason instead of failing the batch.
 */
export async function importContacts({ ctx, input }: { ctx: Ctx; input: { rows: ImportRow[]; rowOffset: number; defaultCountryCode?: string } }) {
  const rejected: { row: number; reason: string }[] = [];
  const clean: CleanRow[] = [];
  input.rows.forEach((r, i) => {
    const c = cleanRow(r, input.rowOffset + i + 1, input.defaultCountryCode);
    if ("reason" in c) rejected.push(c);
    else clean.push(c);
  });
  const rows = foldByPhone(clean);
  if (!rows.length) return { created: 0, updated: 0, rejected };
  const { created, updated } = await withTx(ctx, (tctx) => writeBatch(tctx, rows));
  return { created, updated, rejected };
}

async function writeBatch(ctx: TxCtx, rows: CleanRow[]) {
  const { tx } = ctx;
  const phones = rows.flatMap((r) => (r.phone ? [r.phone] : []));
  const { rows: existing } = await tx.execute<{ phone: string; custom_fields: Record<string, unknown>; marketing_consent: string }>(
    sql`select phone, custom_fields, marketing_consent from contacts where ${companySql(ctx)} and phone = any(${pgArray(phones)}::text[]) for update`,
  );
  const before = new Map(existing.map((e) => [e.phone, e.custom_fields]));
  const consentBefore = new Map(existing.map((e) => [e.phone, e.marketing_consent]));

  const payload = rows.map((r) => ({
    id: newId("ct"),
    name: r.name,
    first_name: r.firstName,
    last_name: r.lastName,
    phone: r.phone,
    email: r.email,
    external_id: r.externalId,
    custom_fields: r.customFields,
    consent: r.marketingConsent,
  }));
  const { rows: written } = await tx.execute<{ id: string; phone: string | null; inserted: boolean; custom_fields: Record<string, unknown> }>(sql`
    insert into contacts (id, company_id, name, first_name, last_name, phone, email, external_id, custom_fields, source,
                          marketing_consent, marketing_consent_source, marketing_consent_changed_at)
    select x.id, ${ctx.companyId}, x.name, x.first_name, x.last_name, x.phone, x.email, x.external_id, coalesce(x.custom_fields, '{}'::jsonb), 'IMPORT',
           coalesce(x.consent, 'OPTED_IN')::marketing_consent, 'IMPORT', now()
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as x(id text, name text, first_name text, last_name text, phone text, email text, external_id text, custom_fields jsonb, consent text)
    on conflict (company_id, phone) where phone is not null do update set
      name = excluded.name,
      first_name = coalesce(excluded.first_name, contacts.first_name),
      last_name = coalesce(excluded.last_name, contacts.last_name),
      email = coalesce(excluded.email, contacts.email),
      external_id = coalesce(excluded.external_id, contacts.external_id),
      custom_fields = contacts.custom_fields || excluded.custom_fields,
      updated_at = now()
    returning id, phone, (xmax = 0) as inserted, custom_fields`);

  const delta = new Map<string, number>();
  for (const w of written) {
    const old = !w.inserted && w.phone ? (before.get(w.phone) ?? null) : null;
    for (const [k, n] of keyDelta(old, w.custom_fields)) delta.set(k, (delta.get(k) ?? 0) + n);
  }
  await adjustFieldKeys(tx, ctx.companyId, delta);

  // Tags by name: create the missing ones, then link. A returned row is ours by its new id,
  // or, when it updated an existing contact, by its phone.
  const indexById = new Map(payload.map((p, i) => [p.id, i]));
  const indexByPhone = new Map(rows.flatMap((r, i) => (r.phone ? [[r.phone, i] as const] : [])));
  const rowOf = (w: { id: string; phone: string | null }) => rows[indexById.get(w.id) ?? indexByPhone.get(w.phone ?? "")!];
  const links = written.flatMap((w) => rowOf(w).tagNames.map((name) => ({ contact_id: w.id, name })));
  await linkTagsByName(ctx, links, { create: true });
  const a = actorFields(ctx.actor);
  const who = { type: a.actorType, id: a.actorId, name: a.actorName };

  const consentChanges = written.flatMap((w) => {
    const to = rowOf(w).marketingConsent;
    const from = !w.inserted && w.phone ? consentBefore.get(w.phone) : undefined;
    return to && from && from !== to ? [{ id: w.id, from, to }] : [];
  });
  await changeConsent(ctx, consentChanges, who);

  const createdIds = written.filter((w) => w.inserted).map((w) => w.id);
  const updatedIds = written.filter((w) => !w.inserted).map((w) => w.id);
  await tx.execute(sql`
    insert into contact_activities (company_id, contact_id, type, data, actor_type, actor_id, actor_name)
    select ${ctx.companyId}, id, case when id = any(${pgArray(createdIds)}::text[]) then 'CONTACT_CREATED' else 'CONTACT_IMPORTED' end,
           json_build_object('source', 'IMPORT'), ${who.type}, ${who.id}, ${who.name}
    from unnest(${pgArray([...createdIds, ...updatedIds])}::text[]) as id`);
  await emitSelected(
    tx,
    sql`select c.company_id,
               case when c.id = any(${pgArray(createdIds)}::text[]) then 'contact.created' else 'contact.updated' end as event,
               jsonb_build_object('contact', ${contactJsonSql()}, 'source', 'IMPORT')
                 -- as updateContact says a consent change, so listeners see an import's opt-outs too
                 || case when c.id = any(${pgArray(consentChanges.map((x) => x.id))}::text[])
                    then jsonb_build_object('changes', jsonb_build_array('CONSENT_CHANGED', 'marketingConsent')) else '{}'::jsonb end as payload
        from contacts c where c.id = any(${pgArray([...createdIds, ...updatedIds])}::text[])`,
  );
  return { created: createdIds.length, updated: updatedIds.length };
}

/**
 * Existing contacts whose consent column says otherwise: one update and their CONSENT_CHANGED
 * entries in one statement (the upsert above leaves consent alone on a match, since its
 * `excluded` row cannot tell an empty column from OPTED_IN). Their contact.updated events are
 * the batch's own.
 */
async function changeConsent(ctx: TxCtx, changes: { id: string; from: string; to: string }[], who: { type: string; id: string | null; name: string }) {
  if (!changes.length) return;
  await ctx.tx.execute(sql`
    with x as (select * from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(id text, "from" text, "to" text)),
    changed as (
      update contacts c set marketing_consent = x."to"::marketing_consent, marketing_consent_source = 'IMPORT', marketing_consent_changed_at = now()
      from x where ${companySql(ctx, "c")} and c.id = x.id
      returning c.id)
    insert into contact_activities (company_id, contact_id, type, data, actor_type, actor_id, actor_name)
    select ${ctx.companyId}, x.id, 'CONSENT_CHANGED', json_build_object('from', x."from", 'to', x."to", 'source', 'IMPORT'), ${who.type}, ${who.id}, ${who.name}
    from x join changed using (id)`);
}
