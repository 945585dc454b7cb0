import "server-only";
import { sql } from "drizzle-orm";
import { createContact } from "@/lib/contacts/create-contact";
import { isPhoneConflict } from "@/lib/contacts/references";
import { type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { companySql } from "@/lib/domain/tenancy";
import { findContactByPhoneOrEmail } from "@/lib/contacts/find-by-phone-or-email";

export interface Buyer {
  /** Digits only (normalisePhone), or null. */
  phone: string | null;
  email: string | null;
  name: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The buyer's contact: by phone first (phones are unique per company), then email; created
 * with source STORE through the contacts verb (timeline entry and contact.created follow).
 * Null when the order names neither.
 */
export async function findOrCreateBuyer(ctx: TxCtx, buyer: Buyer): Promise<string | null> {
  if (!buyer.phone && !buyer.email) return null;
  const found = await findContactByPhoneOrEmail(ctx, buyer.phone, buyer.email);
  if (found) return found;
  const name = buyer.name?.trim().slice(0, 200) || buyer.email || `+${buyer.phone}`;
  try {
    const created = await createContact({
      ctx,
      input: { name, firstName: buyer.firstName ?? null, lastName: buyer.lastName ?? null, phone: buyer.phone, email: buyer.email },
      source: "STORE",
    });
    return created.id;
  } catch (err) {
    // Another delivery created the same phone a moment ago: that contact is ours.
    if (!isPhoneConflict(err) && !(err instanceof AppError && err.code === "CONFLICT")) throw err;
    const again = await findContactByPhoneOrEmail(ctx, buyer.phone, buyer.email);
    if (!again) throw err;
    return again;
  }
}

/**
 * Recomputes the contact's order facts from its orders (so a replayed, reordered or edited
 * order can never count twice): totalSpent is the sum of totals less refunds of orders not
 * cancelled (a full refund counts nothing), orderCount their number (hasOrders reads it), and lastInteractionAt moves
 * forward to the order's time.
 */
export async function refreshContactOrderFacts(ctx: TxCtx, contactId: string, at: Date) {
  await ctx.tx.execute(sql`
    update contacts c set
      total_spent = coalesce(s.spent, 0),
      order_count = coalesce(s.n, 0),
      last_interaction_at = greatest(c.last_interaction_at, ${at.toISOString()}::timestamptz),
      updated_at = now()
    from (select sum(case when o.status = 'REFUNDED' then 0 else greatest(o.total - o.refunded_amount, 0) end) as spent, count(*)::int as n
            from orders o where ${companySql(ctx, "o")} and o.contact_id = ${contactId} and o.status <> 'CANCELLED') s
    where ${companySql(ctx, "c")} and c.id = ${contactId}`);
}
