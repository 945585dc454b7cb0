import "server-only";
import { templates, type Template } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";

/** A campaign sends one APPROVED template of the company; anything else is a 409 saying which. */
export async function approvedTemplate(ctx: Ctx, templateId: string): Promise<Template> {
  const [t] = await dbOf(ctx).select().from(templates).where(byIdInCompany(templates, ctx, templateId));
  if (!t) throw AppError.conflict(`templateId: no template ${templateId} in this company; campaigns send an APPROVED template`, { reason: "template_not_found", templateId });
  if (t.status !== "APPROVED") {
    throw AppError.conflict(`Template ${t.name} (${t.language}) is ${t.status}: campaigns send APPROVED templates only`, { reason: "template_not_approved", templateId, status: t.status });
  }
  return t;
}
