import "server-only";
import { asc, eq, isNull, ne, sql } from "drizzle-orm";
import { apiTokens, users, type User } from "@/db/schema";
import { insertUser } from "@/lib/company/create-company";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, findInCompanyOrThrow, inCompany } from "@/lib/domain/tenancy";
import { dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { announceAuthChange } from "@/lib/auth/auth-cache";
import { recordAudit, type AuditTarget } from "@/lib/audit/record-audit";
import type { AddMemberInput, UpdateMemberInput } from "./schemas";

export function presentMember(u: User) {
  return { id: u.id, name: u.name, email: u.email, role: u.role, createdAt: u.createdAt.toISOString(), lastSignInAt: u.lastSignInAt?.toISOString() ?? null };
}

export function memberTarget(u: Pick<User, "id" | "name" | "email">): AuditTarget {
  return { type: "user", id: u.id, label: `${u.name} <${u.email}>` };
}

function callerRole(ctx: Ctx) {
  return ctx.actor.kind === "user" ? ctx.actor.role : "owner";
}

/** Only an owner may create, promote to, demote or remove an owner. */
export function assertMayTouchOwner(ctx: Ctx, role: string) {
  if (role === "owner" && callerRole(ctx) !== "owner") throw new AppError("FORBIDDEN", "Only an owner can grant, change or remove the owner role");
}

export async function listMembers({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx).select().from(users).where(inCompany(users, ctx)).orderBy(asc(users.createdAt));
  return { data: rows.map(presentMember) };
}

export function getMemberOrThrow({ ctx, id }: { ctx: Ctx; id: string }) {
  return findInCompanyOrThrow(users, ctx, id, "Team member");
}

export async function addMember({ ctx, input }: { ctx: Ctx; input: AddMemberInput }) {
  assertMayTouchOwner(ctx, input.role);
  // Across companies on purpose: sign-in is by email alone, so an email is unique everywhere.
  const [taken] = await dbOf(ctx).select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw AppError.conflict("A user with this email already exists", { field: "email" });
  return withTx(ctx, async (tctx) => {
    const user = await insertUser(tctx.tx, { ...input, companyId: ctx.companyId });
    await recordAudit(tctx, { action: "member.added", target: memberTarget(user), details: { role: user.role, email: user.email } });
    return presentMember(user);
  });
}

async function ownerCount(ctx: Ctx, exceptId: string) {
  const [r] = await dbOf(ctx)
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inCompany(users, ctx, eq(users.role, "owner"), ne(users.id, exceptId)));
  return r.n;
}

export async function updateMember({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateMemberInput }) {
  const member = await getMemberOrThrow({ ctx, id });
  if (input.role && input.role !== member.role) {
    assertMayTouchOwner(ctx, member.role);
    assertMayTouchOwner(ctx, input.role);
    if (member.role === "owner" && (await ownerCount(ctx, id)) === 0) throw AppError.conflict("The company needs at least one owner");
  }
  return withTx(ctx, async (tctx) => {
    const [row] = await tctx.tx.update(users).set(input).where(byIdInCompany(users, tctx, id)).returning();
    if (row.role !== member.role) await recordAudit(tctx, { action: "member.role_changed", target: memberTarget(row), details: { from: member.role, to: row.role } });
    if (row.name !== member.name) await recordAudit(tctx, { action: "member.renamed", target: memberTarget(row), details: { from: member.name, to: row.name } });
    await announceAuthChange(tctx.tx);
    return presentMember(row);
  });
}

/** Removes a person and revokes the API tokens they created (a token never outlives its grant). */
export async function removeMember({ ctx, id }: { ctx: Ctx; id: string }) {
  const member = await getMemberOrThrow({ ctx, id });
  if (ctx.actor.kind === "user" && ctx.actor.userId === id) throw AppError.conflict("You cannot remove yourself; ask another admin");
  assertMayTouchOwner(ctx, member.role);
  if (member.role === "owner" && (await ownerCount(ctx, id)) === 0) throw AppError.conflict("The company needs at least one owner");
  await withTx(ctx, async (tctx) => {
    const { tx } = tctx;
    const revoked = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
      .where(inCompany(apiTokens, ctx, eq(apiTokens.createdById, id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id, name: apiTokens.name });
    await tx.delete(users).where(byIdInCompany(users, ctx, id));
    await recordAudit(tctx, { action: "member.removed", target: memberTarget(member), details: { role: member.role, email: member.email, tokensRevoked: revoked.map((t) => t.id) } });
    for (const t of revoked) await recordAudit(tctx, { action: "token.revoked", target: { type: "api_token", id: t.id, label: t.name }, details: { reason: "creator removed" } });
    await announceAuthChange(tx);
  });
  return presentMember(member);
}
