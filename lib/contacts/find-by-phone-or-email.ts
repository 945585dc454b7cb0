import "server-only";
import { eq, sql } from "drizzle-orm";
import { contacts } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";

/**
 * The company's contact with this (normalised) phone, else the first with this email (any
 * case), else null: how a store order and a website event find the person they name. Phone
 * first, because phones are unique per company and emails are not.
 */
export async function findContactByPhoneOrEmail(ctx: Ctx, phone: string | null, email: string | null): Promise<string | null> {
  const db = dbOf(ctx);
  if (phone) {
    const [row] = await db.select({ id: contacts.id }).from(contacts).where(inCompany(contacts, ctx, eq(contacts.phone, phone)));
    if (row) return row.id;
  }
  if (email) {
    const [row] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(inCompany(contacts, ctx, sql`lower(${contacts.email}) = lower(${email})`))
      .limit(1);
    if (row) return row.id;
  }
  return null;
}
