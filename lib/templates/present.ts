import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { templateStatusHistory, type Template } from "@/db/schema";
import type { TemplateInput, PresentedTemplate } from "./schemas";

type History = PresentedTemplate["statusHistory"];

/** A stored template as the API answers it: the definition's fields at the top level. */
export function presentTemplate(t: Template, history: History = []): PresentedTemplate {
  const d = t.definition;
  return {
    id: t.id,
    name: t.name,
    language: t.language,
    category: t.category,
    templateType: t.templateType,
    headerType: d.headerType ?? "NONE",
    headerText: d.headerText ?? null,
    headerExample: d.headerExample ?? null,
    headerMediaUrl: d.headerMediaUrl ?? null,
    bodyText: d.bodyText,
    bodyExamples: d.bodyExamples ?? [],
    footerText: d.footerText ?? null,
    buttons: d.buttons ?? [],
    carouselCards: d.carouselCards ?? [],
    ltoText: d.ltoText ?? null,
    ltoExpiration: d.ltoExpiration ?? null,
    ltoCouponCode: d.ltoCouponCode ?? null,
    authSecurityDisclaimer: d.authSecurityDisclaimer ?? true,
    authExpirationMinutes: d.authExpirationMinutes ?? null,
    variableMapping: t.variableMapping ?? null,
    status: t.status,
    quality: t.quality,
    rejectionReason: t.rejectionReason,
    headerMediaId: t.headerMediaId,
    cardMedia: t.cardMedia,
    platformTemplateId: t.platformTemplateId,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    statusHistory: history,
  };
}

export async function statusHistoryOf(db: DbOrTx, templateId: string): Promise<History> {
  const rows = await db.select().from(templateStatusHistory).where(eq(templateStatusHistory.templateId, templateId)).orderBy(asc(templateStatusHistory.at), asc(templateStatusHistory.id));
  return rows.map((r) => ({ status: r.status, reason: r.reason, source: r.source, at: r.at.toISOString() }));
}

/** The stored row back as a create input (for re-linting a mapping, and for resolving sends). */
export function asTemplateInput(t: Template): TemplateInput {
  return { ...t.definition, name: t.name, language: t.language, category: t.category, templateType: t.templateType, variableMapping: t.variableMapping ?? null } as TemplateInput;
}

/** Splits a linted input into the stored columns. */
export function toDefinition(input: TemplateInput): Template["definition"] {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { name, language, category, templateType, variableMapping, ...definition } = input;
  return definition;
}
