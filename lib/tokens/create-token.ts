import "server-only";
import { apiTokens } from "@/db/schema";
import { grantableScopes, TOKEN_SCOPES } from "@/lib/auth/scopes";
import { AppError } from "@/lib/domain/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { actorLabel, actorUserId, withTx, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import type { CreateTokenInput } from "./schemas";
import { displayPrefix, generateTokenSecret, hashToken } from "./token-secret";
import { presentToken } from "./present-token";

/**
 * Issues a token and returns its secret once. A person can only grant scopes their role
 * holds; `*` is expanded to exactly those, so a token never outgrows its creator's role.
 */
export async function createToken({ ctx, input }: { ctx: Ctx; input: CreateTokenInput }) {
  let scopes: string[];
  if (ctx.actor.kind === "user") {
    const allowed = grantableScopes(ctx.actor.role);
    const full = allowed.length === TOKEN_SCOPES.length;
    if (input.scopes.includes("*") && !full) {
      throw AppError.validation([{ path: "scopes", message: `your role (${ctx.actor.role}) cannot grant "*"` }]);
    }
    const beyond = input.scopes.filter((s) => s !== "*" && !allowed.includes(s as never));
    if (beyond.length) {
      throw AppError.validation([{ path: "scopes", message: `your role (${ctx.actor.role}) cannot grant ${beyond.join(", ")}` }]);
    }
    scopes = input.scopes.includes("*") ? ["*"] : [...new Set(input.scopes)];
  } else if (ctx.actor.kind === "system") {
    scopes = input.scopes.includes("*") ? ["*"] : [...new Set(input.scopes)];
  } else {
    throw AppError.unauthorized("API tokens cannot create API tokens");
  }
  const secret = generateTokenSecret();
  const row = await withTx(ctx, async (tctx) => {
    const [created] = await tctx.tx
      .insert(apiTokens)
    .values({
      id: newId("tok"),
      companyId: ctx.companyId,
      name: input.name,
      tokenHash: hashToken(secret),
      displayPrefix: displayPrefix(secret),
      scopes,
      createdById: actorUserId(ctx.actor),
      createdByName: actorLabel(ctx.actor),
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning();
    await recordAudit(tctx, { action: "token.created", target: { type: "api_token", id: created.id, label: created.name }, details: { scopes, expiresAt: created.expiresAt, displayPrefix: created.displayPrefix } });
    return created;
  });
  return { ...presentToken(row), token: secret };
}
