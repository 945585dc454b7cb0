import "server-only";
import { sql } from "drizzle-orm";
import { contacts } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { likeEscape } from "@/db/sql";
import { agentJoin, contactColumns, presentContact } from "./present-contact";

/** Name matches taken by nearest-name order before the final ranking. */
const CANDIDATES = 50;

/**
 * Quick search. Candidates: an exact phone (digits) match, an exact email match, and the
 * names containing q nearest to it by trigram word distance (`q <<-> name`, served by the GiST
 * index, so a common name reads 50 rows, not every Maria). Ranked: exact phone or email,
 * then names starting with q, then the rest by distance. The rank and distance come with the
 * candidates (from the rows the index scan reads anyway), so only the best `limit` are read
 * in full, with their tags and assignee, instead of all 50.
 */
export function searchQuery(ctx: Ctx, q: string, limit: number) {
  const digits = q.replace(/\D/g, "");
  const phoneLike = /^\+?[\d\s\-().]+$/.test(q) && digits.length >= 6;
  const lower = q.toLowerCase();
  const dist = sql`${q} <<-> name`;
  const candidates = sql`
      ${phoneLike ? sql`(select id, 0 as rank, ${dist} as dist from contacts where ${companySql(ctx)} and phone = ${digits}) union all` : sql``}
      (select id, 0 as rank, ${dist} as dist from contacts where ${companySql(ctx)} and lower(email) = ${lower})
      union all
      (select id, case when lower(name) like ${`${likeEscape(lower)}%`} then 1 else 2 end, ${dist} from contacts
       where ${companySql(ctx)} and name ilike ${`%${likeEscape(q)}%`} order by ${dist} limit ${CANDIDATES})`;
  // A contact found twice (its email is q and its name contains q) keeps its best rank.
  const best = sql`(select id, min(rank) as rank, min(dist) as dist from (${candidates}) c
      group by id order by 2, 3, 1 limit ${limit}) as best`;
  return dbOf(ctx)
    .select(contactColumns)
    .from(contacts)
    .innerJoin(best, sql`best.id = ${contacts.id}`)
    .leftJoin(...agentJoin)
    .orderBy(sql`best.rank`, sql`best.dist`, contacts.id);
}

export async function searchContacts({ ctx, q, limit }: { ctx: Ctx; q: string; limit: number }) {
  const rows = await searchQuery(ctx, q, limit);
  return { data: rows.map(presentContact) };
}
