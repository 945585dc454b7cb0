import "server-only";
import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { savedReplies, users, type SavedReply } from "@/db/schema";
import { likeEscape } from "@/db/sql";
import { actorUserId, dbOf, savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { newId } from "@/lib/ids";
import type { CreateSavedReplyInput, ListSavedRepliesQuery, SavedReplyView, UpdateSavedReplyInput } from "./schemas";

const WHAT = "Saved reply";
const t = savedReplies;
// Ordered as the unique index (company_id, lower(shortcut)) is.
const byShortcut = [asc(sql`lower(${t.shortcut})`), asc(t.id)];

function present(r: SavedReply, author: string | null): SavedReplyView {
  return {
    id: r.id,
    name: r.name,
    shortcut: r.shortcut,
    body: r.body,
    createdBy: r.createdByUserId && author ? { id: r.createdByUserId, name: author } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const selectWithAuthor = (ctx: Ctx) => dbOf(ctx).select({ r: t, author: users.name }).from(t).leftJoin(users, eq(users.id, t.createdByUserId));

// Under a savepoint when joined: the 409 mapped here must not abort the caller's transaction.
async function guardShortcut<T>(ctx: Ctx, shortcut: string | undefined, run: (ctx: Ctx) => Promise<T>): Promise<T> {
  try {
    return await savepointIfJoined(ctx, run);
  } catch (err) {
    if (isUniqueViolation(err, "saved_replies_shortcut_key")) throw AppError.conflict(`A saved reply with the shortcut "${shortcut}" already exists`, { field: "shortcut", shortcut });
    throw err;
  }
}

export async function listSavedReplies({ ctx, query }: { ctx: Ctx; query: ListSavedRepliesQuery }) {
  const like = query.search ? `%${likeEscape(query.search)}%` : undefined;
  const where = inCompany(t, ctx, like ? or(ilike(t.shortcut, like), ilike(t.name, like), ilike(t.body, like)) : undefined, query.shortcut ? ilike(t.shortcut, `${likeEscape(query.shortcut)}%`) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    selectWithAuthor(ctx).where(where).orderBy(...byShortcut).limit(query.limit).offset((query.page - 1) * query.limit),
    dbOf(ctx).select({ total: count() }).from(t).where(where),
  ]);
  return {
    data: rows.map((x) => present(x.r, x.author)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

export async function getSavedReply({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await selectWithAuthor(ctx).where(byIdInCompany(t, ctx, id));
  if (!row) throw AppError.notFound(WHAT);
  return present(row.r, row.author);
}

export function createSavedReply({ ctx, input }: { ctx: Ctx; input: CreateSavedReplyInput }) {
  return guardShortcut(ctx, input.shortcut, async (c) => {
    const id = newId("svr");
    await dbOf(c).insert(t).values({ id, companyId: ctx.companyId, name: input.name, shortcut: input.shortcut, body: input.body, createdByUserId: actorUserId(ctx.actor) });
    return getSavedReply({ ctx: c, id });
  });
}

export function updateSavedReply({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateSavedReplyInput }) {
  return guardShortcut(ctx, input.shortcut, async (c) => {
    const [row] = await dbOf(c)
      .update(t)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.shortcut !== undefined ? { shortcut: input.shortcut } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        updatedAt: new Date(),
      })
      .where(byIdInCompany(t, c, id))
      .returning({ id: t.id });
    if (!row) throw AppError.notFound(WHAT);
    return getSavedReply({ ctx: c, id });
  });
}

export async function deleteSavedReply({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await dbOf(ctx).delete(t).where(byIdInCompany(t, ctx, id)).returning({ id: t.id });
  if (!row) throw AppError.notFound(WHAT);
  return { id, deleted: true as const };
}
