import "server-only";
import { eq, isNull } from "drizzle-orm";
import { announceAuthChange } from "@/lib/auth/auth-cache";
import { apiTokens } from "@/db/schema";
import { findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { recordAudit } from "@/lib/audit/record-audit";
import { withTx, type Ctx } from "@/lib/domain/context";
import { presentToken } from "./present-token";

/** Revokes a token of the caller's company; revoking twice is harmless. */
export async function revokeToken({ ctx, input }: { ctx: Ctx; input: { id: string } }) {
  return withTx(ctx, async (tctx) => {
    const [revoked] = await tctx.tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(inCompany(apiTokens, tctx, eq(apiTokens.id, input.id), isNull(apiTokens.revokedAt)))
      .returning();
    // Only the revocation that happened is an entry; revoking again changes nothing.
    if (revoked) await recordAudit(tctx, { action: "token.revoked", target: { type: "api_token", id: revoked.id, label: revoked.name }, details: { displayPrefix: revoked.displayPrefix } });
    await announceAuthChange(tctx.tx);
    return presentToken(await findInCompanyOrThrow(apiTokens, tctx, input.id, "API token"));
  });
}
