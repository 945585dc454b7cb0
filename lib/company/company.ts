import "server-only";
import { eq } from "drizzle-orm";
import { afterCommit } from "@/db/client";
import { companies, type Company } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { forgetConsentSettings } from "./consent-settings";
import { presentCompany } from "./present-company";
import type { UpdateCompanyInput } from "./schemas";

export async function getCompany({ ctx }: { ctx: Ctx }) {
  const [row] = await dbOf(ctx).select().from(companies).where(eq(companies.id, ctx.companyId));
  if (!row) throw AppError.notFound("Company");
  return presentCompany(row);
}

export async function updateCompany({ ctx, input }: { ctx: Ctx; input: UpdateCompanyInput }) {
  const row = await withTx(ctx, async (tctx) => {
    const [before] = await tctx.tx.select().from(companies).where(eq(companies.id, ctx.companyId)).for("update");
    const [after] = await tctx.tx.update(companies).set(input).where(eq(companies.id, ctx.companyId)).returning();
    if (!before || !after) throw AppError.notFound("Company");
    await recordAudit(tctx, { action: "company.updated", target: { type: "company", id: after.id, label: after.name }, details: companyChanges(before, after, input) });
    return after;
  });
  // After the commit: evicted earlier, an inbound batch could cache the old keywords again.
  afterCommit(dbOf(ctx), () => forgetConsentSettings(ctx.companyId));
  return presentCompany(row);
}

/** The fields an update changed, and for the audit retention its old and new value. */
function companyChanges(before: Company, after: Company, input: UpdateCompanyInput) {
  const changed = Object.keys(input).filter((k) => JSON.stringify(before[k as keyof Company]) !== JSON.stringify(after[k as keyof Company]));
  return {
    changed,
    ...(changed.includes("auditRetentionDays") ? { auditRetentionDays: { from: before.auditRetentionDays, to: after.auditRetentionDays } } : {}),
  };
}
