import "server-only";
import { templates, templateStatusHistory } from "@/db/schema";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { dbOf, withSavepoint, type Ctx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { newId } from "@/lib/ids";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { toAppError } from "@/lib/channels/chatapp/messaging/to-app-error";
import { toCloudTemplate } from "./components";
import { lintTemplate } from "./lint";
import { presentTemplate, statusHistoryOf, toDefinition } from "./present";
import { platformStatus } from "./platform-status";
import type { TemplateInput } from "./schemas";
import { findByNameLanguage, setTemplateStatus } from "./template-rows";

// The platform's "content in this language already exists" (error 100, subcode 2388024).
const EXISTS_ON_PLATFORM = 2388024;

/**
 * Lint, store as PENDING, then submit: the platform call runs outside any transaction, and a
 * refusal removes the row again so the same name can be fixed and resubmitted. The review
 * result arrives later by callback (or sync); it may even arrive before the submit answers,
 * which is why callbacks find a template by name and language, not only by platform id.
 */
const taken = (input: TemplateInput) => ({ path: "name", message: `already exists in ${input.language}: a name is unique per language (pick another name, or another language)` });

export async function createTemplate({ ctx, input }: { ctx: Ctx; input: TemplateInput }) {
  // Uniqueness is reported with the linter's problems, so one answer lists everything to fix.
  const problems = lintTemplate(input);
  if (await findByNameLanguage(ctx, input.name, input.language)) problems.unshift(taken(input));
  if (problems.length) throw AppError.validation(problems.map((p) => ({ ...p, in: "body" as const })));
  const conn = await requireChatappConnection(ctx);
  const id = newId("tpl");
  const store = async ({ tx }: TxCtx) => {
    await tx.insert(templates).values({
      id,
      companyId: ctx.companyId,
      name: input.name,
      language: input.language,
      category: input.category,
      templateType: input.templateType,
      definition: toDefinition(input),
      variableMapping: input.variableMapping ?? null,
    });
    await tx.insert(templateStatusHistory).values({ companyId: ctx.companyId, templateId: id, status: "PENDING", reason: null, source: "create" });
  };
  try {
    // A savepoint when joined: the name-taken 400 below leaves the caller's transaction usable.
    await withSavepoint(ctx, store);
  } catch (err) {
    // Created by a concurrent request since the check above.
    if (isUniqueViolation(err, "templates_company_name_language_key")) throw AppError.validation([{ ...taken(input), in: "body" }]);
    throw err;
  }

  let submitted: { platformTemplateId: string; status: string };
  try {
    submitted = await providerFor(conn).templates.create(toCloudTemplate(input));
  } catch (err) {
    await dbOf(ctx).delete(templates).where(byIdInCompany(templates, ctx, id));
    if (err instanceof CloudApiError && err.subcode === EXISTS_ON_PLATFORM) {
      throw AppError.conflict(`The platform already has ${input.name} in ${input.language}; run sync to import it`, { reason: "template_exists_on_platform", platformCode: err.code, platformSubcode: err.subcode });
    }
    if (err instanceof CloudApiError) throw toAppError(err);
    throw err;
  }

  const db = dbOf(ctx);
  const [row] = await db.update(templates).set({ platformTemplateId: submitted.platformTemplateId }).where(byIdInCompany(templates, ctx, id)).returning();
  // Some templates are approved on submission; a callback may also have decided already.
  const status = platformStatus(submitted.status);
  if (status && row.status === "PENDING") await setTemplateStatus(ctx, row, { status: status.status, reason: null, source: "create" });
  const [fresh] = await db.select().from(templates).where(byIdInCompany(templates, ctx, id));
  return presentTemplate(fresh, await statusHistoryOf(db, id));
}
