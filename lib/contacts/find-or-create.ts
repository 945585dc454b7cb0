import "server-only";
import { sql } from "drizzle-orm";
import { withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { recordActivities } from "./activity";
import { consentSourceOf } from "./consent";
import { emitContactEvent } from "./contact-events";
import { getContactOrThrow } from "./get-contact";

type Address = { phone: string; name?: string } | { email: string; name?: string };

/**
 * Finds the company's contact with this (normalised) phone or email address, or creates it.
 * By phone it is race-safe: the insert is ON CONFLICT DO NOTHING against the per-company phone
 * index, so concurrent calls for one phone create one contact and all of them return it. Email
 * addresses carry no unique index (two contacts may share a family address), so the oldest
 * contact with the address is taken; a channel keyed by email serialises its first contact
 * through its own unique channel-id row.
 */
export async function findOrCreateContact({ ctx, input, source = "API" }: { ctx: Ctx; input: Address; source?: string }) {
  return withTx(ctx, async (tctx) => {
    if ("email" in input) {
      const { rows: found } = await tctx.tx.execute<{ id: string }>(sql`select id from contacts where ${companySql(tctx)} and lower(email) = ${input.email.toLowerCase()} order by created_at limit 1`);
      if (found.length) return { ...(await getContactOrThrow({ ctx: tctx, id: found[0].id })), created: false };
      return created(tctx, await insertContact(tctx, { name: input.name ?? input.email, phone: null, email: input.email.toLowerCase(), source }), source);
    }
    const id = await insertContact(tctx, { name: input.name ?? input.phone, phone: input.phone, email: null, source });
    if (id) return created(tctx, id, source);
    const { rows: existing } = await tctx.tx.execute<{ id: string }>(sql`select id from contacts where ${companySql(tctx)} and phone = ${input.phone}`);
    return { ...(await getContactOrThrow({ ctx: tctx, id: existing[0].id })), created: false };
  });
}

async function insertContact(tctx: TxCtx, c: { name: string; phone: string | null; email: string | null; source: string }): Promise<string | null> {
  const { rows } = await tctx.tx.execute<{ id: string }>(sql`
    insert into contacts (id, company_id, name, phone, email, source, marketing_consent_source, marketing_consent_changed_at)
    values (${newId("ct")}, ${tctx.companyId}, ${c.name}, ${c.phone}, ${c.email}, ${c.source}, ${consentSourceOf(tctx.actor)}, now())
    on conflict (company_id, phone) where phone is not null do nothing
    returning id`);
  return rows[0]?.id ?? null;
}

async function created(tctx: TxCtx, id: string | null, source: string) {
  if (!id) throw new Error("a contact without a phone cannot conflict on the phone index");
  await recordActivities(tctx.tx, tctx, [{ contactId: id, type: "CONTACT_CREATED", data: { source } }]);
  const contact = await getContactOrThrow({ ctx: tctx, id });
  await emitContactEvent(tctx.tx, tctx, "contact.created", contact);
  return { ...contact, created: true };
}
