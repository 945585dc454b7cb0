import "server-only";
import { templates } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError, type FieldProblem } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { presentTemplate, statusHistoryOf } from "./present";
import type { AttachMediaInput } from "./route-schemas";
import { getTemplateRow } from "./template-rows";

const MEDIA_HEADERS = new Set(["IMAGE", "VIDEO", "DOCUMENT"]);

/**
 * Media ids sent with every send of the template (the review handle is for review only). Ids
 * are checked against the template's shape: a header id needs a media header, card ids need
 * cards with those indexes; null and [] detach.
 */
export async function attachTemplateMedia({ ctx, id, input }: { ctx: Ctx; id: string; input: AttachMediaInput }) {
  const t = await getTemplateRow(ctx, id);
  const headerType = t.definition.headerType ?? "NONE";
  const cards = t.definition.carouselCards ?? [];
  const problems: FieldProblem[] = [];
  if (input.headerMediaId !== null && !MEDIA_HEADERS.has(headerType)) {
    problems.push({ path: "headerMediaId", message: `must be null: the template's header is ${headerType}, not a media header`, in: "body" });
  }
  if (input.carouselCards.length && t.templateType !== "CAROUSEL") problems.push({ path: "carouselCards", message: "must be empty: the template is not a carousel", in: "body" });
  else
    input.carouselCards.forEach((c, i) => {
      if (c.index >= cards.length) problems.push({ path: `carouselCards.${i}.index`, message: `must be a card of the template: 0 to ${cards.length - 1}`, in: "body" });
    });
  if (problems.length) throw AppError.validation(problems);
  const [row] = await dbOf(ctx)
    .update(templates)
    .set({ headerMediaId: input.headerMediaId, cardMedia: [...input.carouselCards].sort((a, b) => a.index - b.index) })
    .where(byIdInCompany(templates, ctx, t.id))
    .returning();
  return presentTemplate(row, await statusHistoryOf(dbOf(ctx), row.id));
}
