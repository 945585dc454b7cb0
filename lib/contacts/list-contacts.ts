import "server-only";
import { sql } from "drizzle-orm";
import { contacts } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { contactOrder, contactWhere } from "./contact-filters";
import { agentJoin, contactColumns, presentContact } from "./present-contact";
import type { ListContactsQuery } from "./schemas";
import { env } from "@/lib/config/env";

/** Counting stops here; beyond it the planner's estimate is reported (totalIsExact: false). */
export const EXACT_COUNT_LIMIT = 10_000;
/**
 * Planner cost up to which an exact count is run. Above it (a large company, or filters no
 * index narrows) the planner's row estimate is reported instead, so a list page never pays
 * for a scan of a million rows just to print a total.
 */
const countCostBudget = () => env().CONTACT_COUNT_COST_BUDGET;

/** The page query, exported so the benchmark's baseline runs the identical SQL. */
export function contactPageQuery(ctx: Ctx, q: ListContactsQuery) {
  return dbOf(ctx)
    .select(contactColumns)
    .from(contacts)
    .leftJoin(...agentJoin)
    .where(contactWhere(ctx, q))
    .orderBy(...contactOrder(q))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

export function contactCountQuery(ctx: Ctx, q: ListContactsQuery) {
  const capped = dbOf(ctx)
    .select({ one: sql`1` })
    .from(contacts)
    .where(contactWhere(ctx, q))
    .limit(EXACT_COUNT_LIMIT + 1)
    .as("capped");
  return dbOf(ctx).select({ n: sql<number>`count(*)::int` }).from(capped);
}

export type Plan = { "Total Cost": number; "Plan Rows": number };

/** The query whose plan decides between an exact count and the estimate. */
export function countPlanQuery(ctx: Ctx, q: ListContactsQuery) {
  return dbOf(ctx).select({ one: sql`1` }).from(contacts).where(contactWhere(ctx, q));
}

/** Exact when the planner says counting is cheap (or the match is small), else its estimate. */
export async function decideTotal(plan: Plan, exactCount: () => Promise<number>): Promise<{ total: number; exact: boolean }> {
  const estimate = Math.round(plan["Plan Rows"]);
  if (plan["Total Cost"] > countCostBudget() && estimate > EXACT_COUNT_LIMIT / 10) return { total: estimate, exact: false };
  const n = await exactCount();
  return n <= EXACT_COUNT_LIMIT ? { total: n, exact: true } : { total: Math.max(n, estimate), exact: false };
}

/** How long an estimated total is reused for the same company and filters. */
const ESTIMATE_TTL_MS = 30_000;
const g = globalThis as unknown as { __contactEstimates?: Map<string, { total: number; until: number }> };

/**
 * The list's total: decideTotal's answer, except that an estimate is reused for 30 s for the
 * same company and filters (whatever the page and order). A big list's estimate barely moves
 * between two page loads, and asking for it is a planning pass on every request; exact totals
 * are never reused. Exported so the benchmark's baseline counts the same way.
 */
export async function listTotal(ctx: Pick<Ctx, "companyId">, q: ListContactsQuery, plan: () => Promise<Plan>, exactCount: () => Promise<number>) {
  const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = q;
  const key = `${ctx.companyId} ${JSON.stringify(filters)}`;
  const estimates = (g.__contactEstimates ??= new Map());
  const known = estimates.get(key);
  if (known && known.until > Date.now()) return { total: known.total, exact: false };
  const decided = await decideTotal(await plan(), exactCount);
  estimates.delete(key);
  if (!decided.exact) {
    if (estimates.size >= 1_000) estimates.delete(estimates.keys().next().value!);
    estimates.set(key, { total: decided.total, until: Date.now() + ESTIMATE_TTL_MS });
  }
  return decided;
}

function total(ctx: Ctx, q: ListContactsQuery) {
  return listTotal(
    ctx,
    q,
    async () => (await dbOf(ctx).execute<{ "QUERY PLAN": [{ Plan: Plan }] }>(sql`explain (format json) ${countPlanQuery(ctx, q)}`)).rows[0]["QUERY PLAN"][0].Plan,
    async () => (await contactCountQuery(ctx, q))[0].n,
  );
}

export async function listContacts({ ctx, query }: { ctx: Ctx; query: ListContactsQuery }) {
  const [rows, count] = await Promise.all([contactPageQuery(ctx, query), total(ctx, query)]);
  return {
    data: rows.map(presentContact),
    pagination: { page: query.page, limit: query.limit, total: count.total, totalPages: Math.ceil(count.total / query.limit), totalIsExact: count.exact },
  };
}
