import "server-only";
import { eq } from "drizzle-orm";
import { storeCustomers } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { emitEvent } from "@/lib/events/emit";
import { toE164 } from "@/lib/events/payloads/present";
import { newId } from "@/lib/ids";
import { findOrCreateBuyer } from "../orders/order-contact";
import { firstPhone, validEmail } from "./map-order";
import type { CustomerPayload } from "./shopify-payloads";

const cut = (v: string | null | undefined, max: number) => (v?.trim() ? v.trim().slice(0, max) : null);

/**
 * The store customer by the store's id, created or refreshed, linked to its contact (found
 * or created by phone, then email). ecommerce.customer.created the first time it is seen.
 */
export async function upsertStoreCustomer(ctx: TxCtx, connectionId: string, p: CustomerPayload): Promise<{ id: string; contactId: string | null; created: boolean }> {
  const { tx } = ctx;
  const phone = firstPhone(p.phone, p.default_address?.phone);
  const email = validEmail(p.email);
  const firstName = cut(p.first_name, 100);
  const lastName = cut(p.last_name, 100);
  const acceptsMarketing = p.accepts_marketing ?? (p.email_marketing_consent?.state ? p.email_marketing_consent.state === "subscribed" : null);
  const [existing] = await tx
    .select()
    .from(storeCustomers)
    .where(inCompany(storeCustomers, ctx, eq(storeCustomers.connectionId, connectionId), eq(storeCustomers.externalId, p.id)))
    .for("update");
  const contactId = existing?.contactId ?? (await findOrCreateBuyer(ctx, { phone, email, name: [firstName, lastName].filter(Boolean).join(" ") || null, firstName, lastName }));
  const values = { email, phone, firstName, lastName, acceptsMarketing, contactId };
  if (existing) {
    await tx.update(storeCustomers).set(values).where(inCompany(storeCustomers, ctx, eq(storeCustomers.id, existing.id)));
    return { id: existing.id, contactId, created: false };
  }
  const id = newId("scu");
  await tx.insert(storeCustomers).values({ id, companyId: ctx.companyId, connectionId, externalId: p.id, ...values });
  await emitEvent(tx, { companyId: ctx.companyId, event: "ecommerce.customer.created", payload: { customer: { id, connectionId, externalId: p.id, email, phone: toE164(phone), firstName, lastName, contactId } } });
  return { id, contactId, created: true };
}
