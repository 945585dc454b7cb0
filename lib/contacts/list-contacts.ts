import { sql } from "drizzle-orm";
import { contacts } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/http/context";
import { contactOrder, contactWhere } from "./contact-filters";
import { agentJoin, contactColumns, presentContact } from "./present-contact";
import type { ListContactsQuery } from "./schemas";

/** Counting stops here; beyond it the planner's estimate is reported (totalIsExact: false). */
export const EXACT_COUNT_LIMIT = 10_000;

/** The page query, exported so the benchmark's baseline runs the identical SQL. */
export function contactPageQuery(ctx: Ctx, q: ListContactsQuery) {
  return dbOf(ctx)
    .select(contactColumns)
    .from(contacts)
    .leftJoin(...agentJoin)
    .where(contactWhere(ctx.companyId, q))
    .orderBy(...contactOrder(q))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

export function contactCountQuery(ctx: Ctx, q: ListContactsQuery) {
  const capped = dbOf(ctx)
    .select({ one: sql`1` })
    .from(contacts)
    .where(contactWhere(ctx.companyId, q))
    .limit(EXACT_COUNT_LIMIT + 1)
    .as("capped");
  return dbOf(ctx).select({ n: sql<number>`count(*)::int` }).from(capped);
}

/** The planner's row estimate for the filters (EXPLAIN binds parameters like any query). */
async function estimate(ctx: Ctx, q: ListContactsQuery): Promise<number> {
  const query = dbOf(ctx).select({ one: sql`1` }).from(contacts).where(contactWhere(ctx.companyId, q));
  const { rows } = await dbOf(ctx).execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(sql`explain (format json) ${query}`);
  return Math.round(rows[0]["QUERY PLAN"][0].Plan["Plan Rows"]);
}

export async function listContacts({ ctx, query }: { ctx: Ctx; query: ListContactsQuery }) {
  const [rows, [{ n }]] = await Promise.all([contactPageQuery(ctx, query), contactCountQuery(ctx, query)]);
  const exact = n <= EXACT_COUNT_LIMIT;
  const total = exact ? n : Math.max(n, await estimate(ctx, query));
  return {
    data: rows.map(presentContact),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: exact },
  };
}
