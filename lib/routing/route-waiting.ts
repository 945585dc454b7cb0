import "server-only";
import { eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { agentPresence, assignmentTurns, channelConnections, conversations, teamMembers, users } from "@/db/schema";
import { emitConversationEvents } from "@/lib/conversations/conversation-events";
import { getConversationsByIds } from "@/lib/conversations/get-conversation";
import { withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { companySql, inCompany } from "@/lib/domain/tenancy";
import { inboxSetting } from "@/lib/inboxes/settings";
import { presenceOf } from "@/lib/live/presence";
import { pickAgent, type Candidate } from "./pick";
import type { AssignmentSettings } from "./settings";

/** Roles that answer customers when an inbox has no team (marketers do not). */
const ANSWERING_ROLES = ["owner", "admin", "agent"] as const;
/** An agent offline this long loses the conversations of inboxes that say so (a reload is not a leave). */
export const OFFLINE_GRACE_MS = 2 * 60_000;
/** Conversations handed out per run; a longer queue is taken by the next run, which this one asks for. */
const BATCH = 500;

type AutoInbox = { id: string; teamId: string | null; assignment: AssignmentSettings };
type Agent = { id: string; role: string; status: ReturnType<typeof presenceOf>; goneSince: number | null };

/** The company's inboxes whose assignment is automatic, with their settings parsed. */
async function autoInboxes(ctx: TxCtx): Promise<AutoInbox[]> {
  const rows = await ctx.tx
    .select({ id: channelConnections.id, teamId: channelConnections.teamId, settings: channelConnections.settings })
    .from(channelConnections)
    .where(inCompany(channelConnections, ctx, isNull(channelConnections.deletedAt), sql`${channelConnections.settings} -> 'assignment' ->> 'mode' in ('round_robin', 'capacity')`));
  return rows.flatMap((r) => {
    const assignment = inboxSetting(r.settings, "assignment");
    return assignment && assignment.mode !== "off" ? [{ id: r.id, teamId: r.teamId, assignment }] : [];
  });
}

async function companyAgents(ctx: TxCtx, now: number): Promise<Agent[]> {
  const rows = await ctx.tx
    .select({ id: users.id, role: users.role, awaySet: agentPresence.awaySet, lastActiveAt: agentPresence.lastActiveAt, lastSeenAt: agentPresence.lastSeenAt })
    .from(users)
    .leftJoin(agentPresence, eq(agentPresence.userId, users.id))
    .where(inCompany(users, ctx));
  return rows.map((r) => {
    const status = presenceOf(r.lastSeenAt ? { awaySet: !!r.awaySet, lastActiveAt: r.lastActiveAt, lastSeenAt: r.lastSeenAt } : undefined, now);
    const last = r.lastSeenAt ?? r.lastActiveAt;
    return { id: r.id, role: r.role, status, goneSince: status === "offline" ? (last?.getTime() ?? 0) : null };
  });
}

/**
 * Inboxes that say so give back the open conversations of agents offline for longer than the
 * grace, to be handed out again below. Answers how many went back.
 */
async function releaseOffline(ctx: TxCtx, inboxes: AutoInbox[], agents: Agent[], now: number): Promise<number> {
  const inboxIds = inboxes.filter((i) => i.assignment.unassignWhenOffline).map((i) => i.id);
  const gone = agents.filter((a) => a.goneSince !== null && now - a.goneSince > OFFLINE_GRACE_MS).map((a) => a.id);
  if (!inboxIds.length || !gone.length) return 0;
  const released = await ctx.tx
    .update(conversations)
    .set({ assignedAgentId: null, updatedAt: new Date() })
    .where(inCompany(conversations, ctx, eq(conversations.status, "OPEN"), inArray(conversations.inboxId, inboxIds), inArray(conversations.assignedAgentId, gone)))
    .returning({ id: conversations.id });
  return released.length;
}

/**
 * Hands the company's waiting conversations (open, nobody's, the customer has written) to
 * online agents by each inbox's rule. One run per company at a time (a transaction-scoped
 * advisory lock), and each assignment only lands on a conversation still nobody's, so
 * concurrent runs, a manual assignment and a new message racing it never assign one twice.
 * Emits conversation.assigned for each. Answers how many it assigned.
 */
export async function routeWaiting({ ctx, now = Date.now() }: { ctx: Ctx; now?: number }): Promise<{ assigned: number; released: number; more: boolean }> {
  return withTx(ctx, async (tctx) => {
    await tctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('routing'), hashtext(${tctx.companyId}))`);
    const inboxes = await autoInboxes(tctx);
    if (!inboxes.length) return { assigned: 0, released: 0, more: false };
    const agents = await companyAgents(tctx, now);
    const released = await releaseOffline(tctx, inboxes, agents, now);
    const online = agents.filter((a) => a.status === "online");
    if (!online.length) return { assigned: 0, released, more: false };

    const byInbox = new Map(inboxes.map((i) => [i.id, i]));
    const waiting = await tctx.tx
      .select({ id: conversations.id, inboxId: conversations.inboxId, teamId: conversations.teamId })
      .from(conversations)
      .where(
        inCompany(
          conversations,
          tctx,
          eq(conversations.status, "OPEN"),
          isNull(conversations.assignedAgentId),
          isNotNull(conversations.lastInboundAt),
          // Put aside by someone (lib/snooze): it waits for its time or the customer, not for an agent.
          isNull(conversations.snoozedAt),
          inArray(conversations.inboxId, [...byInbox.keys()]),
        ),
      )
      .orderBy(conversations.createdAt, conversations.id)
      .limit(BATCH);
    if (!waiting.length) return { assigned: 0, released, more: false };

    const onlineIds = online.map((a) => a.id);
    // One after another: they share the transaction's connection.
    const members = await tctx.tx.select({ teamId: teamMembers.teamId, userId: teamMembers.userId }).from(teamMembers).where(inCompany(teamMembers, tctx, inArray(teamMembers.userId, onlineIds)));
    const load = await tctx.tx
      .select({ userId: conversations.assignedAgentId, n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(inCompany(conversations, tctx, eq(conversations.status, "OPEN"), inArray(conversations.assignedAgentId, onlineIds)))
      .groupBy(conversations.assignedAgentId);
    const turns = await tctx.tx.select().from(assignmentTurns).where(inCompany(assignmentTurns, tctx, inArray(assignmentTurns.inboxId, [...byInbox.keys()])));
    const open = new Map(load.map((l) => [l.userId!, l.n]));
    const turnOf = new Map(turns.map((t) => [`${t.inboxId}:${t.userId}`, t.lastAssignedAt.getTime()]));
    const inTeam = (teamId: string) => new Set(members.filter((m) => m.teamId === teamId).map((m) => m.userId));
    const answering = online.filter((a) => (ANSWERING_ROLES as readonly string[]).includes(a.role)).map((a) => a.id);

    const chosen: { id: string; agentId: string; teamId: string | null }[] = [];
    let clock = now;
    for (const c of waiting) {
      const inbox = byInbox.get(c.inboxId)!;
      const teamId = c.teamId ?? inbox.teamId;
      const pool = teamId ? [...inTeam(teamId)] : answering;
      const candidates: Candidate[] = pool.map((userId) => ({ userId, open: open.get(userId) ?? 0, lastTurn: turnOf.get(`${inbox.id}:${userId}`) ?? null }));
      const pick = pickAgent(inbox.assignment, candidates);
      if (!pick) continue;
      // Turns within one run are ordered by a clock that only moves forward.
      clock += 1;
      open.set(pick.userId, pick.open + 1);
      turnOf.set(`${inbox.id}:${pick.userId}`, clock);
      chosen.push({ id: c.id, agentId: pick.userId, teamId });
    }
    if (!chosen.length) return { assigned: 0, released, more: false };

    const values = sql.join(
      chosen.map((c) => sql`(${c.id}, ${c.agentId}, ${c.teamId}::text)`),
      sql`, `,
    );
    const assigned = await tctx.tx.execute<{ id: string }>(sql`
      update conversations c set assigned_agent_id = v.agent_id, team_id = coalesce(c.team_id, v.team_id), updated_at = now()
      from (values ${values}) as v(id, agent_id, team_id)
      where c.id = v.id and ${companySql(tctx, "c")} and c.assigned_agent_id is null and c.status = 'OPEN'
      returning c.id`);
    const landed = new Set(assigned.rows.map((r) => r.id));
    const turnRows = new Map<string, { inboxId: string; userId: string; at: number }>();
    for (const c of chosen) {
      if (!landed.has(c.id)) continue;
      const inboxId = waiting.find((w) => w.id === c.id)!.inboxId;
      turnRows.set(`${inboxId}:${c.agentId}`, { inboxId, userId: c.agentId, at: turnOf.get(`${inboxId}:${c.agentId}`)! });
    }
    if (turnRows.size) {
      await tctx.tx
        .insert(assignmentTurns)
        .values([...turnRows.values()].map((t) => ({ inboxId: t.inboxId, userId: t.userId, companyId: tctx.companyId, lastAssignedAt: new Date(t.at) })))
        .onConflictDoUpdate({ target: [assignmentTurns.inboxId, assignmentTurns.userId], set: { lastAssignedAt: sql`excluded.last_assigned_at` } });
    }
    const presented = await getConversationsByIds({ ctx: tctx, ids: [...landed] });
    for (const id of landed) {
      const c = presented.get(id);
      if (c) await emitConversationEvents(tctx.tx, tctx.companyId, ["conversation.assigned"], c);
    }
    return { assigned: landed.size, released, more: waiting.length === BATCH };
  });
}
