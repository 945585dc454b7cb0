import "server-only";
import { templates } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError, type FieldProblem } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { lintTemplate } from "./lint";
import { asTemplateInput, presentTemplate, statusHistoryOf } from "./present";
import type { VariableMappingEntry } from "./schemas";
import { variantsOrThrow } from "./template-rows";

/**
 * A new variableMapping for every language of the name (or one), stored here only: the
 * platform never sees the mapping. Each variant is re-linted with it and only the mapping's
 * own problems count, so an offer that has since expired does not block a mapping fix.
 */
export async function updateTemplateMapping({ ctx, name, language, mapping }: { ctx: Ctx; name: string; language?: string; mapping: Record<string, VariableMappingEntry> }) {
  const variants = await variantsOrThrow(ctx, name, language);
  const problems: FieldProblem[] = [];
  for (const v of variants) {
    for (const p of lintTemplate({ ...asTemplateInput(v), variableMapping: mapping })) {
      if (!p.path.startsWith("variableMapping")) continue;
      problems.push({ path: p.path, message: variants.length > 1 ? `${p.message} (${v.language})` : p.message, in: "body" });
    }
  }
  if (problems.length) throw AppError.validation(problems);
  return {
    data: await withTx(ctx, async (tctx) => {
      const { tx } = tctx;
      const out = [];
      for (const v of variants) {
        const [row] = await tx.update(templates).set({ variableMapping: mapping }).where(byIdInCompany(templates, tctx, v.id)).returning();
        out.push(presentTemplate(row, await statusHistoryOf(tx, row.id)));
      }
      return out;
    }),
  };
}
