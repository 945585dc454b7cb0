import "server-only";
import { eq, isNull } from "drizzle-orm";
import { announceAuthChange } from "@/lib/auth/auth-cache";
import { apiTokens } from "@/db/schema";
import { findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { presentToken } from "./present-token";

/** Revokes a token of the caller's company; revoking twice is harmless. */
export async function revokeToken({ ctx, input }: { ctx: Ctx; input: { id: string } }) {
  await dbOf(ctx)
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(inCompany(apiTokens, ctx, eq(apiTokens.id, input.id), isNull(apiTokens.revokedAt)));
  await announceAuthChange(dbOf(ctx));
  return presentToken(await findInCompanyOrThrow(apiTokens, ctx, input.id, "API token"));
}
