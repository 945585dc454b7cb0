import "server-only";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, invitations, users, type Invitation } from "@/db/schema";
import { insertUser } from "@/lib/company/create-company";
import { actorLabel, actorUserId, dbOf, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import { recordAudit, type AuditTarget } from "@/lib/audit/record-audit";
import { assertMayTouchOwner, memberTarget, presentMember } from "@/lib/team/members";
import { hashLinkToken, linkExpiry, linkOf, newLinkToken } from "./link-token";
import type { AcceptInvitationInput, CreateInvitationInput } from "./schemas";

export function presentInvitation(i: Invitation) {
  return { id: i.id, email: i.email, role: i.role, createdByName: i.createdByName, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString() };
}

const invitationTarget = (i: Invitation): AuditTarget => ({ type: "invitation", id: i.id, label: i.email });

const pending = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`));

/** Sign-in is by email alone, so an address that has an account anywhere cannot be invited. */
async function assertEmailFree(ctx: Ctx, email: string) {
  const [taken] = await dbOf(ctx).select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
  if (!taken) return;
  const where = taken.companyId === ctx.companyId ? "is already a member of this team" : "already has an account";
  throw AppError.conflict(`${email} ${where}`, { field: "email", reason: "already_member" });
}

/**
 * Creates an invitation and returns its one-time link (only here: the token is stored as a
 * hash). A new invitation for an address replaces that address's pending one.
 */
export async function createInvitation({ ctx, input }: { ctx: Ctx; input: CreateInvitationInput }) {
  assertMayTouchOwner(ctx, input.role);
  await assertEmailFree(ctx, input.email);
  const { token, tokenHash } = newLinkToken();
  const row = await withTx(ctx, async ({ tx }) => {
    await tx.update(invitations).set({ revokedAt: sql`now()` }).where(inCompany(invitations, ctx, eq(invitations.email, input.email), pending()));
    const [created] = await tx
      .insert(invitations)
      .values({
        id: newId("inv"),
        companyId: ctx.companyId,
        email: input.email,
        role: input.role,
        tokenHash,
        createdById: actorUserId(ctx.actor),
        createdByName: actorLabel(ctx.actor),
        expiresAt: linkExpiry(input.expiresInDays),
      })
      .returning();
    await recordAudit({ ...ctx, tx }, { action: "member.invited", target: invitationTarget(created), details: { role: created.role, expiresAt: created.expiresAt } });
    return created;
  });
  return { ...presentInvitation(row), ...linkOf("/invite", token) };
}

export async function listInvitations({ ctx }: { ctx: Ctx }) {
  const rows = await dbOf(ctx).select().from(invitations).where(inCompany(invitations, ctx, pending())).orderBy(asc(invitations.createdAt));
  return { data: rows.map(presentInvitation) };
}

/** Revokes a pending invitation; its link stops working. Accepted or already revoked: 409. */
export async function revokeInvitation({ ctx, id }: { ctx: Ctx; id: string }) {
  const [row] = await dbOf(ctx).select().from(invitations).where(byIdInCompany(invitations, ctx, id));
  if (!row) throw AppError.notFound("Invitation");
  assertMayTouchOwner(ctx, row.role);
  if (row.acceptedAt) throw AppError.conflict("This invitation was already accepted", { reason: "used" });
  if (row.revokedAt) throw AppError.conflict("This invitation was already revoked", { reason: "revoked" });
  const revoked = await withTx(ctx, async (tctx) => {
    const [done] = await tctx.tx.update(invitations).set({ revokedAt: sql`now()` }).where(byIdInCompany(invitations, tctx, id)).returning();
    await recordAudit(tctx, { action: "member.invitation_revoked", target: invitationTarget(done), details: { role: done.role } });
    return done;
  });
  return presentInvitation(revoked);
}

/**
 * Not verbs: the invitee has no context yet; the company is learned from the invitation the
 * token names (found by its hash, like an API token), and everything after is scoped to it.
 */
async function invitationByToken(token: string) {
  const [row] = await getDb().select().from(invitations).where(eq(invitations.tokenHash, hashLinkToken(token)));
  if (!row) throw AppError.notFound("Invitation");
  if (row.acceptedAt) throw AppError.conflict("This invitation link was already used", { reason: "used" });
  if (row.revokedAt) throw AppError.conflict("This invitation was revoked; ask for a new link", { reason: "revoked" });
  if (row.expiresAt <= new Date()) throw AppError.conflict("This invitation link has expired; ask for a new one", { reason: "expired" });
  return row;
}

/** What the accept page shows before the invitee sets a name and password. */
export async function peekInvitation(token: string) {
  const row = await invitationByToken(token);
  const [company] = await getDb().select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId));
  return { email: row.email, role: row.role, companyName: company?.name ?? "", expiresAt: row.expiresAt.toISOString() };
}

/** Creates the invitee's account; the invitation is claimed in the same transaction, so it works once. */
export async function acceptInvitation(input: AcceptInvitationInput, from: Pick<Ctx, "ip" | "userAgent" | "requestId"> = { requestId: "invitation" }) {
  const found = await invitationByToken(input.token);
  const ctx: Pick<Ctx, "companyId"> = { companyId: found.companyId };
  return getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()` })
      .where(inCompany(invitations, ctx, eq(invitations.tokenHash, found.tokenHash), pending()))
      .returning();
    if (!claimed) throw AppError.conflict("This invitation link was already used", { reason: "used" });
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, claimed.email));
    if (taken) throw AppError.conflict(`${claimed.email} already has an account; sign in instead`, { reason: "already_member" });
    const user = await insertUser(tx, { companyId: claimed.companyId, name: input.name, email: claimed.email, password: input.password, role: claimed.role });
    await tx.update(invitations).set({ acceptedUserId: user.id }).where(byIdInCompany(invitations, ctx, claimed.id));
    // The new member is the actor: the link was their credential.
    const actor = { kind: "user" as const, via: "session" as const, userId: user.id, name: user.name, email: user.email, role: user.role, scopes: [] };
    await recordAudit({ ...from, companyId: claimed.companyId, actor, tx }, { action: "member.joined", target: memberTarget(user), details: { role: user.role, invitationId: claimed.id, invitedBy: claimed.createdByName } });
    return { user: presentMember(user) };
  });
}
