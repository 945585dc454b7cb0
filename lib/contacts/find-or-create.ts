import "server-only";
import { sql } from "drizzle-orm";
import { withTx, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { recordActivities } from "./activity";
import { consentSourceOf } from "./consent";
import { emitContactEvent } from "./contact-events";
import { getContactOrThrow } from "./get-contact";

/**
 * Finds the company's contact with this (normalised) phone or creates it. Race-safe: the
 * insert is ON CONFLICT DO NOTHING against the per-company phone index, so concurrent calls
 * for one phone create one contact and all of them return it.
 */
export async function findOrCreateContact({ ctx, input, source = "API" }: { ctx: Ctx; input: { phone: string; name?: string }; source?: string }) {
  return withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    const id = newId("ct");
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into contacts (id, company_id, name, phone, source, marketing_consent_source, marketing_consent_changed_at)
      values (${id}, ${ctx.companyId}, ${input.name ?? input.phone}, ${input.phone}, ${source}, ${consentSourceOf(ctx.actor)}, now())
      on conflict (company_id, phone) where phone is not null do nothing
      returning id`);
    if (rows.length) {
      await recordActivities(tx, tctx, [{ contactId: id, type: "CONTACT_CREATED", data: { source } }]);
      const contact = await getContactOrThrow({ ctx: tctx, id });
      await emitContactEvent(tx, tctx, "contact.created", contact);
      return { ...contact, created: true };
    }
    const { rows: existing } = await tx.execute<{ id: string }>(
      sql`select id from contacts where ${companySql(tctx)} and phone = ${input.phone}`,
    );
    return { ...(await getContactOrThrow({ ctx: tctx, id: existing[0].id })), created: false };
  });
}
