import { sql } from "drizzle-orm";
import { contacts } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { likeEscape } from "@/db/sql";
import { agentJoin, contactColumns, presentContact } from "./present-contact";

/** Name matches taken by nearest-name order before the final ranking. */
const CANDIDATES = 50;

/**
 * Quick search. Candidates: an exact phone (digits) match, an exact email match, and the
 * names containing q nearest to it by trigram word distance (`q <<-> name`, served by the GiST
 * index, so a common name reads 50 rows, not every Maria). Ranked: exact phone or email,
 * then names starting with q, then the rest by distance.
 */
export function searchQuery(ctx: Ctx, q: string, limit: number) {
  const digits = q.replace(/\D/g, "");
  const phoneLike = /^\+?[\d\s\-().]+$/.test(q) && digits.length >= 6;
  const lower = q.toLowerCase();
  const candidates = sql`(
      ${phoneLike ? sql`(select id from contacts where company_id = ${ctx.companyId} and phone = ${digits}) union` : sql``}
      (select id from contacts where company_id = ${ctx.companyId} and lower(email) = ${lower})
      union
      (select id from contacts where company_id = ${ctx.companyId} and name ilike ${`%${likeEscape(q)}%`}
       order by ${q} <<-> name limit ${CANDIDATES}))`;
  const rank = sql<number>`case
      when ${phoneLike ? sql`${contacts.phone} = ${digits}` : sql`false`} or lower(${contacts.email}) = ${lower} then 0
      when lower(${contacts.name}) like ${`${likeEscape(lower)}%`} then 1
      else 2 end`;
  return dbOf(ctx)
    .select(contactColumns)
    .from(contacts)
    .leftJoin(...agentJoin)
    .where(sql`${contacts.id} in ${candidates}`)
    .orderBy(rank, sql`${q} <<-> ${contacts.name}`, contacts.id)
    .limit(limit);
}

export async function searchContacts({ ctx, q, limit }: { ctx: Ctx; q: string; limit: number }) {
  const rows = await searchQuery(ctx, q, limit);
  return { data: rows.map(presentContact) };
}
