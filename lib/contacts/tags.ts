import "server-only";
import { asc, sql } from "drizzle-orm";
import { tags, type Tag } from "@/db/schema";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { recordAudit } from "@/lib/audit/record-audit";
import { dbOf, savepointIfJoined, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { isUniqueViolation } from "@/lib/http/map-error";
import { newId } from "@/lib/ids";

function presentTag(t: Tag, contactCount?: number) {
  return { id: t.id, name: t.name, color: t.color, ...(contactCount !== undefined ? { contactCount } : {}), createdAt: t.createdAt.toISOString() };
}

// Under a savepoint when joined: the name conflict mapped here must not abort the caller.
async function guardName<T>(ctx: Ctx, run: (ctx: Ctx) => Promise<T>): Promise<T> {
  try {
    return await savepointIfJoined(ctx, run);
  } catch (err) {
    if (isUniqueViolation(err, "tags_company_name_key")) throw AppError.conflict("A tag with this name already exists", { field: "name" });
    throw err;
  }
}

/** Tags with how many contacts carry each (one grouped count over the tag index). */
export async function listTags({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx)
    .select({ tag: tags, n: sql<number>`(select count(*) from contact_tags ct where ct.tag_id = ${tags.id})::int` })
    .from(tags)
    .where(inCompany(tags, ctx))
    .orderBy(asc(sql`lower(${tags.name})`));
  return { data: rows.map((r) => presentTag(r.tag, r.n)) };
}

export function createTag({ ctx, input }: { ctx: Ctx; input: { name: string; color?: string } }) {
  return guardName(ctx, async (c) => {
    const [row] = await dbOf(c)
      .insert(tags)
      .values({ id: newId("tag"), companyId: ctx.companyId, name: input.name, ...(input.color ? { color: input.color } : {}) })
      .returning();
    return presentTag(row, 0);
  });
}

export function updateTag({ ctx, id, input }: { ctx: Ctx; id: string; input: { name?: string; color?: string } }) {
  return guardName(ctx, async (c) => {
    const [row] = await dbOf(c).update(tags).set(input).where(byIdInCompany(tags, c, id)).returning();
    if (!row) throw AppError.notFound("Tag");
    return presentTag(row);
  });
}

/** Deleting a tag unlinks it from every contact (ON DELETE CASCADE on contact_tags). */
export async function deleteTag({ ctx, id }: { ctx: Ctx; id: string }) {
  const tag = await findInCompanyOrThrow(tags, ctx, id, "Tag");
  await withTx(ctx, async (tctx) => {
    await tctx.tx.delete(tags).where(byIdInCompany(tags, tctx, id));
    await recordAudit(tctx, { action: "tag.deleted", target: { type: "tag", id, label: tag.name } });
  });
  return { id, deleted: true as const };
}
