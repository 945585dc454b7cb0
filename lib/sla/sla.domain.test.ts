import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, conversations, conversationSlas, messages, slaMarks } from "@/db/schema";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import type { TxCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { updateInbox } from "@/lib/inboxes/update-inbox";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import type { BusinessHoursSettings } from "@/lib/business-hours/schemas";
import { getSlaBreaches } from "./breach-analytics";
import { createSlaPolicy } from "./policies";
import { sweepSla } from "./sweep";

const T0 = new Date("2026-01-05T10:00:00Z"); // a Monday
const min = (n: number, from = T0) => new Date(from.getTime() + n * 60_000);

/** An inbox applying a policy, and a conversation opened in it (the trigger attaches the policy), its clocks counted from `appliedAt`. */
async function world(ctx: TxCtx, policy: { first?: number; next?: number; resolution?: number }, businessHours?: BusinessHoursSettings, appliedAt = T0) {
  const p = await createSlaPolicy({ ctx, input: { name: `Policy ${newId("x")}`, firstResponseMinutes: policy.first ?? null, nextResponseMinutes: policy.next ?? null, resolutionMinutes: policy.resolution ?? null } });
  const inboxId = await defaultInboxId(ctx, "CHATAPP");
  await updateInbox({ ctx, id: inboxId, input: { settings: { sla: { policyId: p.id }, ...(businessHours ? { businessHours } : {}) } } });
  const contactId = newId("ct");
  await ctx.tx.insert(contacts).values({ id: contactId, companyId: ctx.companyId, name: "Ana Lima", phone: `1555${Math.floor(Math.random() * 1e7)}` });
  const conversationId = newId("cnv");
  await ctx.tx.insert(conversations).values({ id: conversationId, companyId: ctx.companyId, contactId, channel: "CHATAPP", inboxId });
  await ctx.tx.update(conversationSlas).set({ appliedAt }).where(eq(conversationSlas.conversationId, conversationId));
  const say = (direction: "inbound" | "outbound", at: Date, byUserId: string | null = null) =>
    ctx.tx.insert(messages).values({ id: newId("msg"), companyId: ctx.companyId, conversationId, contactId, channel: "CHATAPP", direction, type: "text", text: "hi", status: direction === "inbound" ? "received" : "sent", sentByUserId: byUserId, createdAt: at });
  const sweep = (now: Date) => sweepSla({ now, companyId: ctx.companyId, tx: ctx.tx });
  const sla = async () => (await getConversationOrThrow({ ctx, id: conversationId })).sla!;
  const events = async () =>
    (await ctx.tx.execute<{ event: string; metric: string }>(sql`select event, payload->'sla'->>'metric' as metric from event_outbox where company_id = ${ctx.companyId} and event like 'sla.%' order by id`)).rows.map((r) => `${r.event}:${r.metric}`);
  return { policy: p, inboxId, conversationId, say, sweep, sla, events };
}

const nyHours: BusinessHoursSettings = {
  enabled: true,
  timeZone: "America/New_York",
  weekly: { sun: [], mon: [{ from: "09:00", to: "17:00" }], tue: [{ from: "09:00", to: "17:00" }], wed: [{ from: "09:00", to: "17:00" }], thu: [{ from: "09:00", to: "17:00" }], fri: [{ from: "09:00", to: "17:00" }], sat: [] },
  holidays: [],
};

describe("SLA clocks", () => {
  it("first response: starts at the customer's message, is met by a person's reply, not by an automatic one", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const w = await world(ctx, { first: 60 });
      expect((await w.sla()).firstResponse).toMatchObject({ dueAt: null, state: "ok" });
      await w.say("inbound", min(0));
      await w.say("outbound", min(1)); // an automatic reply: no person sent it
      await w.sweep(min(5));
      expect(await w.sla()).toMatchObject({ policy: { id: w.policy.id }, firstResponse: { dueAt: min(60).toISOString(), metAt: null, state: "ok" }, state: "ok" });
      await w.say("outbound", min(20), userId);
      await w.sweep(min(21));
      expect(await w.sla()).toMatchObject({ firstResponse: { metAt: min(20).toISOString(), state: "met" }, state: "met" });
      await w.sweep(min(120));
      expect(await w.events()).toEqual([]);
    });
  });

  it("first response breached: warns once at 45 of 60 minutes, breaches once, however often the sweep runs", async () => {
    await rolledBack(async (ctx) => {
      const w = await world(ctx, { first: 60 });
      await w.say("inbound", min(0));
      await w.sweep(min(1));
      await w.sweep(min(44));
      expect(await w.events()).toEqual([]);
      await w.sweep(min(46));
      await w.sweep(min(47));
      expect(await w.events()).toEqual(["sla.warning:first_response"]);
      expect((await w.sla()).firstResponse?.state).toBe("due_soon");
      await w.sweep(min(61));
      await w.sweep(min(62));
      expect(await w.events()).toEqual(["sla.warning:first_response", "sla.breached:first_response"]);
      expect(await w.sla()).toMatchObject({ firstResponse: { state: "breached", breachedAt: min(61).toISOString() }, state: "breached" });
      const marks = await ctx.tx.select({ kind: slaMarks.kind, inboxId: slaMarks.inboxId }).from(slaMarks).where(and(eq(slaMarks.conversationId, w.conversationId)));
      expect(marks.map((m) => m.kind).sort()).toEqual(["breached", "warning"]);
      expect(marks[0].inboxId).toBe(w.inboxId);
      // Analytics counts it on the day it was marked (company zone UTC), by inbox and as unassigned.
      const a = await getSlaBreaches({ ctx, input: { startDate: "2026-01-05", endDate: "2026-01-05" } });
      expect(a).toMatchObject({ breached: 1, warned: 1, byMetric: [{ metric: "first_response", breached: 1, warned: 1 }], byAgent: [{ id: null, breached: 1 }], byTeam: [{ id: null, breached: 1 }] });
      expect(a.byInbox).toEqual([{ id: w.inboxId, name: expect.any(String), breached: 1, warned: 1 }]);
      expect((await getSlaBreaches({ ctx, input: { startDate: "2026-01-06", endDate: "2026-01-07" } })).breached).toBe(0);
    });
  });

  it("pauses outside business hours: a message at Friday 16:30 in New York is due Monday 09:30, nothing fires over the weekend", async () => {
    const friday = new Date("2026-01-09T21:30:00Z"); // 16:30 EST
    await rolledBack(async (ctx) => {
      const w = await world(ctx, { first: 60 }, nyHours, friday);
      await w.say("inbound", friday);
      await w.sweep(min(1, friday));
      expect((await w.sla()).firstResponse?.dueAt).toBe("2026-01-12T14:30:00.000Z");
      await w.sweep(new Date("2026-01-11T20:00:00Z")); // Sunday
      expect(await w.events()).toEqual([]);
      await w.sweep(new Date("2026-01-12T14:16:00Z")); // Monday 09:16: 15 minutes left
      expect(await w.events()).toEqual(["sla.warning:first_response"]);
      await w.sweep(new Date("2026-01-12T14:31:00Z"));
      expect(await w.events()).toEqual(["sla.warning:first_response", "sla.breached:first_response"]);
    });
  });

  it("counts every minute when the policy is not business-hours-only", async () => {
    const friday = new Date("2026-01-09T21:30:00Z");
    await rolledBack(async (ctx) => {
      const w = await world(ctx, { first: 60 }, nyHours, friday);
      await ctx.tx.execute(sql`update sla_policies set business_hours_only = false where id = ${w.policy.id}`);
      await w.say("inbound", friday);
      await w.sweep(min(1, friday));
      expect((await w.sla()).firstResponse?.dueAt).toBe(min(60, friday).toISOString());
    });
  });

  it("next response: due when the customer writes after a reply, met by the next reply, one cycle at a time", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const w = await world(ctx, { first: 60, next: 30 });
      await w.say("inbound", min(0));
      await w.say("outbound", min(10), userId);
      await w.sweep(min(11));
      expect((await w.sla()).nextResponse).toBeNull();
      await w.say("inbound", min(20));
      await w.say("inbound", min(25)); // still the same wait
      await w.sweep(min(26));
      expect((await w.sla()).nextResponse).toMatchObject({ dueAt: min(50).toISOString(), state: "ok" });
      await w.sweep(min(51));
      expect(await w.events()).toEqual(["sla.breached:next_response"]); // past due when swept: no warning as well
      await w.say("outbound", min(55), userId);
      await w.sweep(min(56));
      expect((await w.sla()).nextResponse).toMatchObject({ metAt: min(55).toISOString(), breachedAt: min(51).toISOString(), state: "met" });
      // A new wait starts a new cycle with its own due time and marks.
      await w.say("inbound", min(70));
      await w.sweep(min(71));
      expect((await w.sla()).nextResponse).toMatchObject({ dueAt: min(100).toISOString(), metAt: null, breachedAt: null, state: "ok" });
    });
  });

  it("resolution: resolving stops the clock, reopening resumes it with the time that was left", async () => {
    await rolledBack(async (ctx) => {
      const w = await world(ctx, { resolution: 120 });
      await w.say("inbound", min(0));
      await w.sweep(min(1));
      expect((await w.sla()).resolution?.dueAt).toBe(min(120).toISOString());
      await ctx.tx.update(conversations).set({ status: "RESOLVED", resolvedAt: min(30) }).where(eq(conversations.id, w.conversationId));
      await w.sweep(min(31));
      expect(await w.sla()).toMatchObject({ resolution: { metAt: min(30).toISOString(), state: "met" }, state: "met" });
      await w.sweep(min(200));
      expect(await w.events()).toEqual([]);
      await ctx.tx.update(conversations).set({ status: "OPEN", resolvedAt: null }).where(eq(conversations.id, w.conversationId));
      await w.sweep(min(300));
      expect((await w.sla()).resolution).toMatchObject({ dueAt: min(390).toISOString(), metAt: null, state: "ok" });
      await w.sweep(min(391));
      expect(await w.events()).toEqual(["sla.breached:resolution"]);
    });
  });

  it("an inbox cannot name another company's or a missing policy", async () => {
    await rolledBack(async (ctx) => {
      const inboxId = await defaultInboxId(ctx, "CHATAPP");
      const r = await refusal(updateInbox({ ctx, id: inboxId, input: { settings: { sla: { policyId: "sla_nope" } } } }));
      expect(r).toMatchObject({ code: "VALIDATION_ERROR", details: { fields: [{ path: "settings.sla.policyId" }] } });
    });
  });
});
