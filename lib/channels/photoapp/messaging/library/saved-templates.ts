import "server-only";
import { count, desc, eq, ilike } from "drizzle-orm";
import { photoappTemplates, type PhotoappTemplate } from "@/db/schema";
import { likeEscape } from "@/db/sql";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { presentSavedTemplate, storedCards } from "./present";
import type { CreateSavedTemplateInput, ListSavedTemplatesQuery, UpdateSavedTemplateInput } from "./schemas";

const WHAT = "Photoapp template";

/** The row, or 404 for an id that is not the company's. */
export const findSavedTemplateRow = (ctx: Ctx, id: string): Promise<PhotoappTemplate> => findInCompanyOrThrow(photoappTemplates, ctx, id, WHAT);

/** Newest first, by part of the name (any case) and active flag. */
export async function listSavedTemplates({ ctx, query }: { ctx: Ctx; query: ListSavedTemplatesQuery }) {
  const where = inCompany(
    photoappTemplates,
    ctx,
    query.search ? ilike(photoappTemplates.name, `%${likeEscape(query.search)}%`) : undefined,
    query.isActive !== undefined ? eq(photoappTemplates.isActive, query.isActive) : undefined,
  );
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(photoappTemplates)
      .where(where)
      .orderBy(desc(photoappTemplates.createdAt), desc(photoappTemplates.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(photoappTemplates).where(where),
  ]);
  return {
    data: rows.map(presentSavedTemplate),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

export async function getSavedTemplate({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentSavedTemplate(await findSavedTemplateRow(ctx, id));
}

export async function createSavedTemplate({ ctx, input }: { ctx: Ctx; input: CreateSavedTemplateInput }) {
  const [row] = await dbOf(ctx)
    .insert(photoappTemplates)
    .values({ id: newId("ptpl"), companyId: ctx.companyId, name: input.name, description: input.description || null, isActive: input.isActive ?? true, cards: storedCards(input.cards) })
    .returning();
  return presentSavedTemplate(row);
}

/** Fields left out are unchanged; cards, when given, replace every card. */
export async function updateSavedTemplate({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateSavedTemplateInput }) {
  const [row] = await dbOf(ctx)
    .update(photoappTemplates)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      ...(input.cards !== undefined ? { cards: storedCards(input.cards) } : {}),
      updatedAt: new Date(),
    })
    .where(byIdInCompany(photoappTemplates, ctx, id))
    .returning();
  if (!row) throw AppError.notFound(WHAT);
  return presentSavedTemplate(row);
}

/** Messages sent from it keep their library_item_id: the conversation history stays as it was. */
export async function deleteSavedTemplate({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await dbOf(ctx).delete(photoappTemplates).where(byIdInCompany(photoappTemplates, ctx, id)).returning({ id: photoappTemplates.id });
  if (!row) throw AppError.notFound(WHAT);
  return { id, deleted: true as const };
}
