import "server-only";
import { asc, count, ilike, sql } from "drizzle-orm";
import { labels, type Label } from "@/db/schema";
import { likeEscape } from "@/db/sql";
import { dbOf, savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { newId } from "@/lib/ids";
import type { CreateLabelInput, LabelView, ListLabelsQuery, UpdateLabelInput } from "./schemas";

const WHAT = "Label";
const t = labels;
// How many open conversations carry the label: one subselect per listed label, on the label
// index. Spelled out: drizzle leaves a single table's columns unqualified, and a bare "id"
// would name the subselect's conversations.
const openCount = sql<number>`(select count(*)::int from conversation_labels cl join conversations c on c.id = cl.conversation_id where cl.label_id = "labels"."id" and c.status = 'OPEN')`;

function present(r: Label, conversationCount: number): LabelView {
  return { id: r.id, name: r.name, color: r.color, description: r.description, conversationCount, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

const selectLabels = (ctx: Ctx) => dbOf(ctx).select({ r: t, n: openCount }).from(t);

// Under a savepoint when joined: the 409 mapped here must not abort the caller's transaction.
async function guardName<T>(ctx: Ctx, name: string | undefined, run: (ctx: Ctx) => Promise<T>): Promise<T> {
  try {
    return await savepointIfJoined(ctx, run);
  } catch (err) {
    if (isUniqueViolation(err, "labels_company_name_key")) throw AppError.conflict(`A label named "${name}" already exists`, { field: "name", name });
    throw err;
  }
}

export async function listLabels({ ctx, query }: { ctx: Ctx; query: ListLabelsQuery }) {
  const where = inCompany(t, ctx, query.search ? ilike(t.name, `%${likeEscape(query.search)}%`) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    selectLabels(ctx)
      .where(where)
      .orderBy(asc(sql`lower(${t.name})`), asc(t.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    dbOf(ctx).select({ total: count() }).from(t).where(where),
  ]);
  return {
    data: rows.map((x) => present(x.r, x.n)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

export async function getLabel({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await selectLabels(ctx).where(byIdInCompany(t, ctx, id));
  if (!row) throw AppError.notFound(WHAT);
  return present(row.r, row.n);
}

export function createLabel({ ctx, input }: { ctx: Ctx; input: CreateLabelInput }) {
  return guardName(ctx, input.name, async (c) => {
    const id = newId("lbl");
    await dbOf(c).insert(t).values({ id, companyId: ctx.companyId, name: input.name, color: input.color, description: input.description ?? null });
    return getLabel({ ctx: c, id });
  });
}

export function updateLabel({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateLabelInput }) {
  return guardName(ctx, input.name, async (c) => {
    const [row] = await dbOf(c)
      .update(t)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updatedAt: new Date(),
      })
      .where(byIdInCompany(t, c, id))
      .returning({ id: t.id });
    if (!row) throw AppError.notFound(WHAT);
    return getLabel({ ctx: c, id });
  });
}

/** The join rows go with it (cascade): the label is taken off every conversation. */
export async function deleteLabel({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await dbOf(ctx).delete(t).where(byIdInCompany(t, ctx, id)).returning({ id: t.id });
  if (!row) throw AppError.notFound(WHAT);
  return { id, deleted: true as const };
}
