import { and, eq, isNull } from "drizzle-orm";
import { apiTokens } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { dbOf, type Ctx } from "@/lib/http/context";
import { presentToken } from "./present-token";

/** Revokes a token of the caller's company; revoking twice is harmless. */
export async function revokeToken({ ctx, input }: { ctx: Ctx; input: { id: string } }) {
  const db = dbOf(ctx);
  const where = and(eq(apiTokens.id, input.id), eq(apiTokens.companyId, ctx.companyId));
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(where, isNull(apiTokens.revokedAt)));
  const [row] = await db.select().from(apiTokens).where(where);
  if (!row) throw AppError.notFound("API token");
  return presentToken(row);
}
