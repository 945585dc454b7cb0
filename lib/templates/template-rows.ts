import "server-only";
import { eq } from "drizzle-orm";
import { templateStatusHistory, templates, type Template } from "@/db/schema";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import type { TemplateStatus } from "./enums";

export const getTemplateRow = (ctx: Ctx, id: string): Promise<Template> => findInCompanyOrThrow(templates, ctx, id, "Template");

/** Every language variant of a name (one when `language` is given); 404 when there is none. */
export async function variantsOrThrow(ctx: Ctx, name: string, language?: string): Promise<Template[]> {
  const rows = await dbOf(ctx)
    .select()
    .from(templates)
    .where(inCompany(templates, ctx, eq(templates.name, name), language ? eq(templates.language, language) : undefined))
    .orderBy(templates.language);
  if (!rows.length) throw AppError.notFound(language ? `Template ${name} in ${language}` : `Template ${name}`);
  return rows;
}

export async function findByNameLanguage(ctx: Pick<Ctx, "companyId" | "tx">, name: string, language: string): Promise<Template | null> {
  const [row] = await dbOf(ctx)
    .select()
    .from(templates)
    .where(inCompany(templates, ctx, eq(templates.name, name), eq(templates.language, language)));
  return row ?? null;
}

export type StatusSource = "create" | "callback" | "sync";

/**
 * Moves a template to a status and records it in the history; a repeated status (the same
 * callback twice, a sync that finds nothing new) changes nothing and adds no entry.
 */
export async function setTemplateStatus(
  ctx: Pick<Ctx, "companyId" | "tx">,
  t: Pick<Template, "id" | "status">,
  next: { status: TemplateStatus; reason: string | null; source: StatusSource },
): Promise<boolean> {
  if (t.status === next.status) return false;
  const db = dbOf(ctx);
  await db
    .update(templates)
    .set({ status: next.status, rejectionReason: next.status === "REJECTED" ? next.reason : null })
    .where(byIdInCompany(templates, ctx, t.id));
  await db.insert(templateStatusHistory).values({ companyId: ctx.companyId, templateId: t.id, status: next.status, reason: next.reason, source: next.source });
  return true;
}
