import "server-only";
import { eq } from "drizzle-orm";
import { afterCommit } from "@/db/client";
import { companies } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { forgetConsentSettings } from "./consent-settings";
import { presentCompany } from "./present-company";
import type { UpdateCompanyInput } from "./schemas";

export async function getCompany({ ctx }: { ctx: Ctx }) {
  const [row] = await dbOf(ctx).select().from(companies).where(eq(companies.id, ctx.companyId));
  if (!row) throw AppError.notFound("Company");
  return presentCompany(row);
}

export async function updateCompany({ ctx, input }: { ctx: Ctx; input: UpdateCompanyInput }) {
  const [row] = await dbOf(ctx).update(companies).set(input).where(eq(companies.id, ctx.companyId)).returning();
  if (!row) throw AppError.notFound("Company");
  // After the commit: evicted earlier, an inbound batch could cache the old keywords again.
  afterCommit(dbOf(ctx), () => forgetConsentSettings(ctx.companyId));
  return presentCompany(row);
}
