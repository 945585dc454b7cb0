import "server-only";
import { eq } from "drizzle-orm";
import { companies, users } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { presentMember } from "./members";

export async function getMe({ ctx }: { ctx: Ctx }) {
  const db = dbOf(ctx);
  const [company] = await db.select().from(companies).where(eq(companies.id, ctx.companyId));
  if (!company) throw AppError.notFound("Company");
  const a = ctx.actor;
  const [user] = a.kind === "user" ? await db.select().from(users).where(byIdInCompany(users, ctx, a.userId)) : [];
  return {
    user: user ? presentMember(user) : null,
    company: { id: company.id, name: company.name, slug: company.slug },
    actor: { kind: a.kind, ...(a.kind === "user" ? { via: a.via } : {}) },
    scopes: a.kind === "system" ? ["*"] : [...a.scopes],
  };
}
