import "server-only";
import { sql } from "drizzle-orm";
import { likeEscape } from "@/db/sql";
import { PHONE_INPUT } from "@/lib/contacts/phone";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { digitRanges, substringRanges, type Snippet } from "./highlight";
import type { ContactHit } from "./schemas";

/** Fragments shorter than this match names only: trigram indexes cannot serve them. */
export const MIN_FRAGMENT = 3;

export type ContactMatch = Omit<ContactHit, "snippet"> & { snippet: Snippet };

/** "5501", "+971 55 01", "(055) 01": a phone fragment when it is digits and phone punctuation. */
export function phoneDigits(q: string): string | null {
  if (!PHONE_INPUT.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  return digits.length >= MIN_FRAGMENT ? digits : null;
}

/**
 * Contacts whose name, email or phone holds `q`, best first: names starting with q, other
 * names (nearest by trigram word distance, served by the GiST index on company and name),
 * then emails and phone fragments (GIN trigram indexes). Each part reads at most `limit`
 * rows, so a common name costs no more than a rare one.
 */
export async function findContacts({ ctx, q, limit }: { ctx: Ctx; q: string; limit: number }): Promise<ContactMatch[]> {
  const digits = phoneDigits(q);
  const pattern = `%${likeEscape(q)}%`;
  const lowerPrefix = `${likeEscape(q.toLowerCase())}%`;
  const parts = [
    sql`(select id, case when lower(name) like ${lowerPrefix} then 0 else 1 end as rank, ${q} <<-> name as dist, 'name' as field
      from contacts where ${companySql(ctx)} and name ilike ${pattern} order by ${q} <<-> name limit ${limit})`,
  ];
  if (q.length >= MIN_FRAGMENT) parts.push(sql`(select id, 2, 0::real, 'email' from contacts where ${companySql(ctx)} and email ilike ${pattern} limit ${limit})`);
  if (digits) parts.push(sql`(select id, 2, 0::real, 'phone' from contacts where ${companySql(ctx)} and phone like ${`%${digits}%`} limit ${limit})`);
  const { rows } = await dbOf(ctx).execute<{ id: string; name: string | null; phone: string | null; email: string | null; field: "name" | "phone" | "email" }>(sql`
    select c.id, c.name, c.phone, c.email, best.field
    from (select distinct on (id) id, rank, dist, field from (${sql.join(parts, sql` union all `)}) u order by id, rank, dist) best
    join contacts c on c.id = best.id and ${companySql(ctx, "c")}
    order by best.rank, best.dist, c.id
    limit ${limit}`);
  return rows.map((r) => ({ id: r.id, name: r.name, phone: r.phone, email: r.email, matchedField: r.field, snippet: snippetOf(r, r.field, q, digits) }));
}

function snippetOf(r: { name: string | null; phone: string | null; email: string | null }, field: "name" | "phone" | "email", q: string, digits: string | null): Snippet {
  if (field === "phone") {
    const text = `+${r.phone ?? ""}`; // stored as digits; shown as the number people read
    return { text, highlights: digitRanges(text, digits ?? "") };
  }
  const text = (field === "email" ? r.email : r.name) ?? "";
  return { text, highlights: substringRanges(text, q) };
}
