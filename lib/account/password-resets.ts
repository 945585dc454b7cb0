import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passwordResets, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { actorLabel, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { recordAudit } from "@/lib/audit/record-audit";
import { assertMayTouchOwner, getMemberOrThrow, memberTarget } from "@/lib/team/members";
import { hashLinkToken, linkExpiry, linkOf, newLinkToken } from "./link-token";
import { endSessionsOf } from "./profile";

const usable = () => and(isNull(passwordResets.usedAt), isNull(passwordResets.revokedAt), gt(passwordResets.expiresAt, sql`now()`));

/**
 * Issues a one-time password-reset link for a member (only an owner may issue one for an
 * owner, as with every change to an owner). A newer link replaces the member's unused ones.
 */
export async function issuePasswordReset({ ctx, id }: { ctx: Ctx; id: string }) {
  const member = await getMemberOrThrow({ ctx, id });
  assertMayTouchOwner(ctx, member.role);
  const { token, tokenHash } = newLinkToken();
  const expiresAt = linkExpiry();
  await withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    await tx.update(passwordResets).set({ revokedAt: sql`now()` }).where(inCompany(passwordResets, ctx, eq(passwordResets.userId, member.id), usable()));
    await tx.insert(passwordResets).values({ id: newId("pwr"), companyId: ctx.companyId, userId: member.id, tokenHash, createdByName: actorLabel(ctx.actor), expiresAt });
    await recordAudit(tctx, { action: "user.password_reset_issued", target: memberTarget(member), details: { expiresAt } });
  });
  return { userId: member.id, email: member.email, expiresAt: expiresAt.toISOString(), ...linkOf("/reset-password", token) };
}

/** Not a verb: the person using the link has no context; the token names the company. */
async function resetByToken(token: string) {
  const [row] = await getDb().select().from(passwordResets).where(eq(passwordResets.tokenHash, hashLinkToken(token)));
  if (!row) throw AppError.notFound("Password reset link");
  if (row.usedAt) throw AppError.conflict("This reset link was already used", { reason: "used" });
  if (row.revokedAt) throw AppError.conflict("This reset link was replaced by a newer one", { reason: "revoked" });
  if (row.expiresAt <= new Date()) throw AppError.conflict("This reset link has expired; ask an owner or admin for a new one", { reason: "expired" });
  return row;
}

/** What the reset page shows: whose password is being set. */
export async function peekPasswordReset(token: string) {
  const row = await resetByToken(token);
  const [user] = await getDb().select({ email: users.email }).from(users).where(inCompany(users, row, eq(users.id, row.userId)));
  if (!user) throw AppError.notFound("Password reset link");
  return { email: user.email, expiresAt: row.expiresAt.toISOString() };
}

/** Sets the new password, claims the link (once) and ends every session of that person. */
export async function resetPasswordWithLink(input: { token: string; password: string }, from: Pick<Ctx, "ip" | "userAgent" | "requestId"> = { requestId: "reset" }) {
  const found = await resetByToken(input.token);
  const passwordHash = await hashPassword(input.password);
  return getDb().transaction(async (tx) => {
    const ctx: Ctx = { ...from, companyId: found.companyId, actor: { kind: "system", name: "password reset" }, tx };
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(inCompany(passwordResets, ctx, eq(passwordResets.tokenHash, found.tokenHash), usable()))
      .returning();
    if (!claimed) throw AppError.conflict("This reset link was already used", { reason: "used" });
    await endSessionsOf(ctx, claimed.userId, { passwordHash });
    const member = await getMemberOrThrow({ ctx, id: claimed.userId });
    // The person is the actor: the link was their credential.
    const actor = { kind: "user" as const, via: "session" as const, userId: member.id, name: member.name, email: member.email, role: member.role, scopes: [] };
    await recordAudit({ ...ctx, actor }, { action: "user.password_reset", target: memberTarget(member), details: { issuedBy: claimed.createdByName } });
    return { email: member.email };
  });
}

/** The CLI's direct route: sets a password given on the command line and ends the person's sessions. */
export async function setPasswordDirectly({ ctx, id, password }: { ctx: Ctx; id: string; password: string }) {
  const member = await getMemberOrThrow({ ctx, id });
  const passwordHash = await hashPassword(password);
  await withTx(ctx, async (tctx) => {
    await endSessionsOf(tctx, member.id, { passwordHash });
    await recordAudit(tctx, { action: "user.password_reset", target: memberTarget(member), details: { via: actorLabel(ctx.actor) } });
  });
  return { email: member.email };
}
