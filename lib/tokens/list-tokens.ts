import "server-only";
import { desc } from "drizzle-orm";
import { inCompany } from "@/lib/domain/tenancy";
import { apiTokens } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { presentToken } from "./present-token";

export async function listTokens({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx).select().from(apiTokens).where(inCompany(apiTokens, ctx)).orderBy(desc(apiTokens.createdAt));
  return { data: rows.map(presentToken) };
}
