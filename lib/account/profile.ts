import "server-only";
import { sql } from "drizzle-orm";
import { users } from "@/db/schema";
import { announceAuthChange } from "@/lib/auth/auth-cache";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { recordAudit } from "@/lib/audit/record-audit";
import { getMemberOrThrow, memberTarget, presentMember } from "@/lib/team/members";
import type { ChangePasswordInput, UpdateProfileInput } from "./schemas";

function selfTarget(ctx: Ctx) {
  return ctx.actor.kind === "user" ? memberTarget({ id: ctx.actor.userId, name: ctx.actor.name, email: ctx.actor.email }) : undefined;
}

/** The signed-in person behind the context; /me routes are for people, not API tokens. */
function selfId(ctx: Ctx): string {
  if (ctx.actor.kind !== "user") throw AppError.unauthorized("This route is for a signed-in person");
  return ctx.actor.userId;
}

export async function updateProfile({ ctx, input }: { ctx: Ctx; input: UpdateProfileInput }) {
  const id = selfId(ctx);
  const [row] = await dbOf(ctx).update(users).set({ name: input.name }).where(byIdInCompany(users, ctx, id)).returning();
  if (!row) throw AppError.notFound("User");
  await announceAuthChange(dbOf(ctx));
  return presentMember(row);
}

/**
 * Bumps the session version of one user: every session and API JWT they hold ends. Joins the
 * caller's transaction; returns the new version so the caller can re-issue its own session.
 */
export async function endSessionsOf(ctx: Ctx, userId: string, set: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  return withTx(ctx, async ({ tx }) => {
    const [row] = await tx
      .update(users)
      .set({ ...set, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(byIdInCompany(users, ctx, userId))
      .returning({ sessionVersion: users.sessionVersion });
    if (!row) throw AppError.notFound("User");
    await announceAuthChange(tx);
    return row.sessionVersion;
  });
}

export async function signOutOtherSessions({ ctx }: { ctx: Ctx }) {
  const id = selfId(ctx);
  const version = await withTx(ctx, async (tctx) => {
    const v = await endSessionsOf(tctx, id);
    await recordAudit(tctx, { action: "session.others_ended", target: selfTarget(ctx), details: { sessionVersion: v } });
    return v;
  });
  return { version, signedOutOthersAt: new Date().toISOString() };
}

/**
 * A wrong current password is a 400 naming `currentPassword` (it is a field of this form,
 * not a failed sign-in). The new password also ends the person's other sessions.
 */
export async function changePassword({ ctx, input }: { ctx: Ctx; input: ChangePasswordInput }) {
  const me = await getMemberOrThrow({ ctx, id: selfId(ctx) });
  if (!(await verifyPassword(input.currentPassword, me.passwordHash))) {
    throw AppError.validation([{ path: "currentPassword", message: "is not your current password", in: "body" }]);
  }
  if (input.currentPassword === input.newPassword) {
    throw AppError.validation([{ path: "newPassword", message: "must differ from the current password", in: "body" }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const version = await withTx(ctx, async (tctx) => {
    const v = await endSessionsOf(tctx, me.id, { passwordHash });
    await recordAudit(tctx, { action: "user.password_changed", target: selfTarget(ctx), details: { otherSessionsEnded: true } });
    return v;
  });
  return { version, signedOutOthersAt: new Date().toISOString() };
}
