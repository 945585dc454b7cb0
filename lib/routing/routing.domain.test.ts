import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { agentPresence, companies, conversations, eventOutbox, teamMembers } from "@/db/schema";
import { insertCompany } from "@/lib/company/create-company";
import { assignConversation } from "@/lib/conversations/change-conversation";
import { systemCtx, type TxCtx } from "@/lib/domain/context";
import { randomBase62 } from "@/lib/ids";
import { createInbox } from "@/lib/inboxes/create-inbox";
import { updateInbox } from "@/lib/inboxes/update-inbox";
import { rolledBack } from "@/lib/testing/rolled-back";
import { agent, waitingConversations } from "@/lib/testing/routing-fixtures";
import { createTeam } from "@/lib/teams/teams";
import { OFFLINE_GRACE_MS, routeWaiting } from "./route-waiting";
import type { AssignmentSettings } from "./settings";

type Db = TxCtx["tx"] | ReturnType<typeof getDb>;

async function autoInbox(ctx: Parameters<typeof createInbox>[0]["ctx"], assignment: Partial<AssignmentSettings> & Pick<AssignmentSettings, "mode">, teamId?: string) {
  const inbox = await createInbox({ ctx, input: { channel: "botchat", mode: "sandbox", name: `Routing ${randomBase62(4)}` } });
  await updateInbox({ ctx, id: inbox.id, input: { settings: { assignment: { unassignWhenOffline: false, ...assignment } }, ...(teamId ? { teamId } : {}) } });
  return inbox.id;
}

async function holders(db: Db, ids: string[]) {
  const rows = await db.select({ id: conversations.id, agent: conversations.assignedAgentId, team: conversations.teamId }).from(conversations).where(sql`${conversations.id} in ${ids}`);
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

const countBy = (xs: (string | null)[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string | null, number>());

describe("auto-assignment", () => {
  it("round-robin takes online agents in turn, oldest conversation first, and remembers whose turn is next", async () => {
    await rolledBack(async (ctx) => {
      const [ana, ben, cai] = [await agent(ctx.tx, ctx.companyId, "Ana"), await agent(ctx.tx, ctx.companyId, "Ben"), await agent(ctx.tx, ctx.companyId, "Cai")];
      await agent(ctx.tx, ctx.companyId, "Offline Olga", { online: false });
      await agent(ctx.tx, ctx.companyId, "Mark Marketer", { role: "marketer" });
      // The owner rolledBack made is never online, so never picked.
      const inbox = await autoInbox(ctx, { mode: "round_robin" });
      const first = await waitingConversations(ctx.tx, ctx.companyId, inbox, 4);
      expect(await routeWaiting({ ctx })).toMatchObject({ assigned: 4 });
      const sorted = [ana, ben, cai].sort();
      expect((await holders(ctx.tx, first)).map((h) => h.agent)).toEqual([...sorted, sorted[0]]);
      // The next run goes on from where this one stopped.
      const second = await waitingConversations(ctx.tx, ctx.companyId, inbox, 2);
      await routeWaiting({ ctx });
      expect((await holders(ctx.tx, second)).map((h) => h.agent)).toEqual([sorted[1], sorted[2]]);
      const events = await ctx.tx.select().from(eventOutbox).where(and(eq(eventOutbox.companyId, ctx.companyId), eq(eventOutbox.event, "conversation.assigned")));
      expect(events).toHaveLength(6);
    });
  });

  it("capacity evens the load and stops at the limit; the rest wait for room", async () => {
    await rolledBack(async (ctx) => {
      const ana = await agent(ctx.tx, ctx.companyId, "Ana");
      const ben = await agent(ctx.tx, ctx.companyId, "Ben");
      const inbox = await autoInbox(ctx, { mode: "capacity", capacity: 2 });
      // Ana already holds one open conversation (assigned by hand, in another inbox too counts).
      const [held] = await waitingConversations(ctx.tx, ctx.companyId, inbox, 1);
      await assignConversation({ ctx, id: held, agentId: ana });
      const ids = await waitingConversations(ctx.tx, ctx.companyId, inbox, 5);
      expect(await routeWaiting({ ctx })).toMatchObject({ assigned: 3 });
      const counts = countBy((await holders(ctx.tx, [held, ...ids])).map((h) => h.agent));
      expect(counts.get(ana)).toBe(2);
      expect(counts.get(ben)).toBe(2);
      expect(counts.get(null)).toBe(2);
      // Ben resolves one: the oldest waiting conversation is his.
      const bens = (await holders(ctx.tx, ids)).filter((h) => h.agent === ben);
      await ctx.tx.update(conversations).set({ status: "RESOLVED" }).where(eq(conversations.id, bens[0].id));
      expect(await routeWaiting({ ctx })).toMatchObject({ assigned: 1 });
      const left = (await holders(ctx.tx, ids)).filter((h) => h.agent === null);
      expect(left).toHaveLength(1);
      expect(left[0].id).toBe(ids[4]);
    });
  });

  it("an inbox with a team picks only its online members, and the conversation takes the team", async () => {
    await rolledBack(async (ctx) => {
      const ana = await agent(ctx.tx, ctx.companyId, "Ana");
      const outsider = await agent(ctx.tx, ctx.companyId, "Otto");
      const away = await agent(ctx.tx, ctx.companyId, "Ayla");
      await ctx.tx.update(agentPresence).set({ awaySet: true }).where(eq(agentPresence.userId, away));
      const team = await createTeam({ ctx, input: { name: "Sales KSA", memberIds: [ana, away] } });
      const inbox = await autoInbox(ctx, { mode: "round_robin" }, team.id);
      const ids = await waitingConversations(ctx.tx, ctx.companyId, inbox, 3);
      await routeWaiting({ ctx });
      const rows = await holders(ctx.tx, ids);
      expect(rows.map((r) => r.agent)).toEqual([ana, ana, ana]);
      expect(rows.map((r) => r.team)).toEqual([team.id, team.id, team.id]);
      expect(rows.some((r) => r.agent === outsider)).toBe(false);
    });
  });

  it("a conversation waits while nobody is online, and is taken as soon as someone comes online", async () => {
    await rolledBack(async (ctx) => {
      const ana = await agent(ctx.tx, ctx.companyId, "Ana", { online: false });
      const inbox = await autoInbox(ctx, { mode: "round_robin" });
      const [id] = await waitingConversations(ctx.tx, ctx.companyId, inbox, 1);
      expect(await routeWaiting({ ctx })).toMatchObject({ assigned: 0 });
      await ctx.tx.insert(agentPresence).values({ userId: ana, companyId: ctx.companyId, lastSeenAt: sql`now()`, lastActiveAt: sql`now()` });
      expect(await routeWaiting({ ctx })).toMatchObject({ assigned: 1 });
      expect((await holders(ctx.tx, [id]))[0].agent).toBe(ana);
    });
  });

  it("gives back an offline agent's conversations only where the inbox says so, after the grace", async () => {
    await rolledBack(async (ctx) => {
      const gone = await agent(ctx.tx, ctx.companyId, "Gone");
      const here = await agent(ctx.tx, ctx.companyId, "Here");
      const releasing = await autoInbox(ctx, { mode: "round_robin", unassignWhenOffline: true });
      const keeping = await autoInbox(ctx, { mode: "round_robin" });
      const [a] = await waitingConversations(ctx.tx, ctx.companyId, releasing, 1);
      const [b] = await waitingConversations(ctx.tx, ctx.companyId, keeping, 1);
      await assignConversation({ ctx, id: a, agentId: gone });
      await assignConversation({ ctx, id: b, agentId: gone });
      // Gone's last stream closed a moment ago: within the grace, nothing moves.
      await ctx.tx.update(agentPresence).set({ lastSeenAt: null, lastActiveAt: new Date(Date.now() - 30_000) }).where(eq(agentPresence.userId, gone));
      expect(await routeWaiting({ ctx })).toMatchObject({ released: 0 });
      await ctx.tx.update(agentPresence).set({ lastActiveAt: new Date(Date.now() - OFFLINE_GRACE_MS - 60_000) }).where(eq(agentPresence.userId, gone));
      expect(await routeWaiting({ ctx })).toMatchObject({ released: 1, assigned: 1 });
      expect((await holders(ctx.tx, [a, b])).map((h) => h.agent)).toEqual([here, gone]);
    });
  });

  it("does nothing for an inbox whose assignment is off, or for a conversation the customer has not written in", async () => {
    await rolledBack(async (ctx) => {
      await agent(ctx.tx, ctx.companyId, "Ana");
      const manual = await autoInbox(ctx, { mode: "off" });
      const auto = await autoInbox(ctx, { mode: "round_robin" });
      const ids = await waitingConversations(ctx.tx, ctx.companyId, manual, 2);
      // A broadcast's conversation: opened by our send, no customer message yet.
      const [outbound] = await waitingConversations(ctx.tx, ctx.companyId, auto, 1);
      await ctx.tx.update(conversations).set({ lastInboundAt: null }).where(eq(conversations.id, outbound));
      expect(await routeWaiting({ ctx })).toMatchObject({ assigned: 0 });
      expect((await holders(ctx.tx, [...ids, outbound])).every((h) => h.agent === null)).toBe(true);
    });
  });
});

// Concurrency needs commits a rolled-back transaction cannot show: this test makes a company
// of its own, commits, and deletes it (cascading to everything it made) at the end.
describe("auto-assignment under a burst", () => {
  it("50 conversations arriving at once among 5 agents: each assigned exactly once, spread by the rule", async () => {
    const db = getDb();
    const company = await insertCompany(db, { name: "Routing Race Co", slug: `routing-race-${randomBase62(6).toLowerCase()}` });
    try {
      const ctx = systemCtx(company.id, "test");
      const agents = [];
      for (const name of ["A1", "A2", "A3", "A4", "A5"]) agents.push(await agent(db, company.id, name));
      const team = await createTeam({ ctx, input: { name: "Burst", memberIds: agents } });
      const inbox = await autoInbox(ctx, { mode: "round_robin" }, team.id);
      // Each arrival commits its conversation and asks for a run, as the inbound path does.
      const arrivals = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const [id] = await waitingConversations(db, company.id, inbox, 1);
          await routeWaiting({ ctx });
          return id;
        }),
      );
      const rows = await holders(db, arrivals);
      expect(rows.every((r) => r.agent !== null)).toBe(true);
      expect([...countBy(rows.map((r) => r.agent)).values()]).toEqual([10, 10, 10, 10, 10]);
      const events = await db.select({ payload: eventOutbox.payload }).from(eventOutbox).where(and(eq(eventOutbox.companyId, company.id), eq(eventOutbox.event, "conversation.assigned")));
      const assignedIds = events.map((e) => (e.payload as { conversation: { id: string } }).conversation.id);
      expect(assignedIds).toHaveLength(50);
      expect(new Set(assignedIds).size).toBe(50);

      // Capacity under the same burst: 5 agents × 3 leaves 35 of the next 50 waiting, none over the limit.
      await updateInbox({ ctx, id: inbox, input: { settings: { assignment: { mode: "capacity", capacity: 13, unassignWhenOffline: false } } } });
      const more = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const [id] = await waitingConversations(db, company.id, inbox, 1);
          await routeWaiting({ ctx });
          return id;
        }),
      );
      const after = countBy((await holders(db, more)).map((r) => r.agent));
      expect(after.get(null)).toBe(35);
      for (const a of agents) expect(after.get(a)).toBe(3);
      const members = await db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(members).toHaveLength(5);
    } finally {
      await db.delete(companies).where(eq(companies.id, company.id));
    }
  });
});
