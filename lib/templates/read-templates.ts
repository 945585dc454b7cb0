import "server-only";
import { asc, count, desc, eq, ilike } from "drizzle-orm";
import { templates } from "@/db/schema";
import { likeEscape } from "@/db/sql";
import { inCompany } from "@/lib/domain/tenancy";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { presentTemplate, statusHistoryOf } from "./present";
import type { ListTemplatesQuery } from "./route-schemas";
import { getTemplateRow } from "./template-rows";


export async function listTemplates({ ctx, query }: { ctx: Ctx; query: ListTemplatesQuery }) {
  const where = inCompany(
    templates,
    ctx,
    query.status ? eq(templates.status, query.status) : undefined,
    query.category ? eq(templates.category, query.category) : undefined,
    query.language ? eq(templates.language, query.language) : undefined,
    query.search ? ilike(templates.name, `%${likeEscape(query.search)}%`) : undefined,
  );
  const db = dbOf(ctx);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(templates)
      .where(where)
      .orderBy(desc(templates.updatedAt), asc(templates.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(templates).where(where),
  ]);
  return {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    data: rows.map((r) => (({ statusHistory, ...t }) => t)(presentTemplate(r))),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit), totalIsExact: true },
  };
}

export async function getTemplate({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await getTemplateRow(ctx, id);
  return presentTemplate(row, await statusHistoryOf(dbOf(ctx), row.id));
}
