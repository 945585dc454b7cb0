import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { channelConnections, conversations, teamMembers, teams, users } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { assertUsersInCompany } from "@/lib/contacts/references";
import { dbOf, withSavepoint, withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { isUniqueViolation } from "@/lib/http/map-error";
import { newId } from "@/lib/ids";
import { requestRouting } from "@/lib/routing/request-routing";
import type { CreateTeamInput, TeamView, UpdateTeamInput } from "./schemas";

const WHAT = "Team";

/** The teams with their members, inboxes and open conversations, by name: three reads for any number of teams. */
async function presentTeams(ctx: Ctx, ids?: string[]): Promise<TeamView[]> {
  const db = dbOf(ctx);
  const only = ids ? inArray(teams.id, ids) : undefined;
  const rows = await db.select().from(teams).where(inCompany(teams, ctx, only)).orderBy(asc(sql`lower(${teams.name})`));
  if (!rows.length) return [];
  const teamIds = rows.map((r) => r.id);
  // One after another: inside a transaction they share its connection.
  const members = await db
    .select({ teamId: teamMembers.teamId, id: users.id, name: users.name, email: users.email, role: users.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(users.name));
  const inboxes = await db
    .select({ teamId: channelConnections.teamId, id: channelConnections.id, name: channelConnections.name, channel: channelConnections.channel })
    .from(channelConnections)
    .where(inCompany(channelConnections, ctx, inArray(channelConnections.teamId, teamIds), isNull(channelConnections.deletedAt)))
    .orderBy(asc(channelConnections.name));
  const open = await db
    .select({ teamId: conversations.teamId, n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(inArray(conversations.teamId, teamIds), eq(conversations.status, "OPEN")))
    .groupBy(conversations.teamId);
  const openBy = new Map(open.map((o) => [o.teamId, o.n]));
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    members: members.filter((m) => m.teamId === t.id).map(({ id, name, email, role }) => ({ id, name, email, role })),
    inboxes: inboxes.filter((i) => i.teamId === t.id).map(({ id, name, channel }) => ({ id, name, channel: channel.toLowerCase() })),
    openConversations: openBy.get(t.id) ?? 0,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

export async function listTeams({ ctx }: { ctx: Ctx }) {
  return { data: await presentTeams(ctx) };
}

export async function getTeam({ ctx, id }: { ctx: Ctx; id: string }): Promise<TeamView> {
  const [team] = await presentTeams(ctx, [id]);
  if (!team) throw AppError.notFound(WHAT);
  return team;
}

async function teamRowOrThrow(ctx: Ctx, id: string) {
  const [row] = await dbOf(ctx).select().from(teams).where(byIdInCompany(teams, ctx, id)).for("update");
  if (!row) throw AppError.notFound(WHAT);
  return row;
}

async function insertMembers(ctx: Ctx, teamId: string, userIds: string[]) {
  if (!userIds.length) return 0;
  const added = await dbOf(ctx)
    .insert(teamMembers)
    .values(userIds.map((userId) => ({ teamId, userId, companyId: ctx.companyId })))
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  return added.length;
}

// Under a savepoint: the 409 mapped here must not abort a caller's transaction.
async function guardName<T>(ctx: Ctx, name: string | undefined, run: (ctx: Ctx) => Promise<T>): Promise<T> {
  try {
    return await withSavepoint(ctx, run);
  } catch (err) {
    if (isUniqueViolation(err, "teams_company_name_key")) throw AppError.conflict(`A team named "${name}" already exists`, { field: "name", name });
    throw err;
  }
}

export function createTeam({ ctx, input }: { ctx: Ctx; input: CreateTeamInput }) {
  return guardName(ctx, input.name, async (c) => {
    const memberIds = (await assertUsersInCompany(dbOf(c), c.companyId, input.memberIds ?? [], "memberIds")).map((u) => u.id);
    const id = newId("team");
    await dbOf(c).insert(teams).values({ id, companyId: c.companyId, name: input.name, description: input.description ?? null });
    await insertMembers(c, id, memberIds);
    await recordAudit(c, { action: "team.created", target: { type: "team", id, label: input.name }, details: { members: memberIds.length } });
    return getTeam({ ctx: c, id });
  });
}

export function updateTeam({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateTeamInput }) {
  return guardName(ctx, input.name, async (c) => {
    await teamRowOrThrow(c, id);
    await dbOf(c)
    .update(teams)
    .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}), updatedAt: new Date() })
    .where(byIdInCompany(teams, c, id));
    return getTeam({ ctx: c, id });
  });
}

/** Inboxes and conversations of the team keep working with none (the foreign keys set null). */
export function deleteTeam({ ctx, id }: { ctx: Ctx; id: string }) {
  return withTx(ctx, async (c) => {
    const row = await teamRowOrThrow(c, id);
    await c.tx.delete(teams).where(byIdInCompany(teams, c, id));
    await recordAudit(c, { action: "team.deleted", target: { type: "team", id, label: row.name } });
    return { id, deleted: true as const };
  });
}

/** New members may be given conversations waiting in the team's inboxes at once. */
export function addTeamMembers({ ctx, id, userIds }: { ctx: Ctx; id: string; userIds: string[] }) {
  return withTx(ctx, async (c) => {
    const row = await teamRowOrThrow(c, id);
    const ids = (await assertUsersInCompany(dbOf(c), c.companyId, userIds, "userIds")).map((u) => u.id);
    const added = await insertMembers(c, id, ids);
    if (added) {
      await recordAudit(c, { action: "team.members_changed", target: { type: "team", id, label: row.name }, details: { added: ids } });
      await requestRouting(c.tx, c.companyId);
    }
    return getTeam({ ctx: c, id });
  });
}

export function removeTeamMember({ ctx, id, userId }: { ctx: Ctx; id: string; userId: string }) {
  return withTx(ctx, async (c) => {
    const row = await teamRowOrThrow(c, id);
    const removed = await c.tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, id), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
    if (!removed.length) throw AppError.notFound("Team member");
    await recordAudit(c, { action: "team.members_changed", target: { type: "team", id, label: row.name }, details: { removed: [userId] } });
    return getTeam({ ctx: c, id });
  });
}
