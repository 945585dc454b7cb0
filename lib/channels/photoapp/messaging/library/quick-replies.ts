import "server-only";
import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { photoappQuickReplies } from "@/db/schema";
import { likeEscape } from "@/db/sql";
import { dbOf, savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { newId } from "@/lib/ids";
import { presentQuickReply } from "./present";
import type { CreateQuickReplyInput, ListQuickRepliesQuery, UpdateQuickReplyInput } from "./schemas";

const WHAT = "Quick reply";
const t = photoappQuickReplies;
// Ordered as the unique index (company_id, lower(shortcut)) is: the list reads it in order.
const byShortcut = [asc(sql`lower(${t.shortcut})`), asc(t.id)];

// Under a savepoint when joined: the 409 mapped here must not abort the caller's transaction.
async function guardShortcut<T>(ctx: Ctx, shortcut: string | undefined, run: (ctx: Ctx) => Promise<T>): Promise<T> {
  try {
    return await savepointIfJoined(ctx, run);
  } catch (err) {
    if (isUniqueViolation(err, "photoapp_quick_replies_shortcut_key")) throw AppError.conflict(`A quick reply with the shortcut "${shortcut}" already exists`, { field: "shortcut", shortcut });
    throw err;
  }
}

/** By shortcut (any case), filtered by part of shortcut, title or text and by exact category. */
export async function listQuickReplies({ ctx, query }: { ctx: Ctx; query: ListQuickRepliesQuery }) {
  const like = query.search ? `%${likeEscape(query.search)}%` : undefined;
  const where = inCompany(t, ctx, like ? or(ilike(t.shortcut, like), ilike(t.title, like), ilike(t.text, like)) : undefined, query.category ? eq(t.category, query.category) : undefined);
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(t).where(where).orderBy(...byShortcut).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    data: rows.map(presentQuickReply),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

/** The categories in use with how many quick replies each holds (the dashboard's filter). */
export async function quickReplyCategories({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx).select({ category: t.category, count: count() }).from(t).where(inCompany(t, ctx)).groupBy(t.category).orderBy(asc(sql`lower(${t.category})`), asc(t.category));
  const uncategorized = rows.find((r) => r.category === null)?.count ?? 0;
  return { data: rows.flatMap((r) => (r.category === null ? [] : [{ category: r.category, count: r.count }])), uncategorized };
}

export async function getQuickReply({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentQuickReply(await findInCompanyOrThrow(t, ctx, id, WHAT));
}

export function createQuickReply({ ctx, input }: { ctx: Ctx; input: CreateQuickReplyInput }) {
  return guardShortcut(ctx, input.shortcut, async (c) => {
    const [row] = await dbOf(c)
      .insert(t)
      .values({ id: newId("pqr"), companyId: ctx.companyId, shortcut: input.shortcut, title: input.title, text: input.text, category: input.category || null })
      .returning();
    return presentQuickReply(row);
  });
}

/** Fields left out are unchanged; an empty or null category removes it. */
export function updateQuickReply({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateQuickReplyInput }) {
  return guardShortcut(ctx, input.shortcut, async (c) => {
    const [row] = await dbOf(c)
      .update(t)
      .set({
        ...(input.shortcut !== undefined ? { shortcut: input.shortcut } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.text !== undefined ? { text: input.text } : {}),
        ...(input.category !== undefined ? { category: input.category || null } : {}),
        updatedAt: new Date(),
      })
      .where(byIdInCompany(t, c, id))
      .returning();
    if (!row) throw AppError.notFound(WHAT);
    return presentQuickReply(row);
  });
}

export async function deleteQuickReply({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await dbOf(ctx).delete(t).where(byIdInCompany(t, ctx, id)).returning({ id: t.id });
  if (!row) throw AppError.notFound(WHAT);
  return { id, deleted: true as const };
}
