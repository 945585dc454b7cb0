import { sql } from "drizzle-orm";
import { contacts } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/http/context";
import { likeEscape } from "./contact-filters";
import { agentJoin, contactColumns, presentContact } from "./present-contact";

/**
 * Quick search. Exact phone (digits) or email matches rank first, then names: prefix matches
 * before infix ones, closer trigram similarity first. Each branch is index-backed (the phone
 * unique index, lower(email), the name trigram index) so it stays fast at a million contacts.
 */
export function searchQuery(ctx: Ctx, q: string, limit: number) {
  const digits = q.replace(/\D/g, "");
  const phoneLike = /^\+?[\d\s\-().]+$/.test(q) && digits.length >= 6;
  const pattern = `%${likeEscape(q)}%`;
  const prefix = `${likeEscape(q.toLowerCase())}%`;
  const rank = sql<number>`case
      when ${phoneLike ? sql`${contacts.phone} = ${digits}` : sql`false`} then 0
      when lower(${contacts.email}) = ${q.toLowerCase()} then 0
      when lower(${contacts.name}) like ${prefix} then 1
      else 2 end`;
  return dbOf(ctx)
    .select(contactColumns)
    .from(contacts)
    .leftJoin(...agentJoin)
    .where(
      sql`${contacts.companyId} = ${ctx.companyId} and (
        ${phoneLike ? sql`${contacts.phone} = ${digits} or` : sql``}
        lower(${contacts.email}) = ${q.toLowerCase()} or ${contacts.name} ilike ${pattern})`,
    )
    .orderBy(rank, sql`similarity(${contacts.name}, ${q}) desc`, contacts.id)
    .limit(limit);
}

export async function searchContacts({ ctx, q, limit }: { ctx: Ctx; q: string; limit: number }) {
  const rows = await searchQuery(ctx, q, limit);
  return { data: rows.map(presentContact) };
}
