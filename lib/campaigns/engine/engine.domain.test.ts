import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { campaignRecipients, campaigns, companies, eventOutbox, messages, orders, templates } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { applyChatappStatuses } from "@/lib/channels/chatapp/messaging/inbound/apply-status";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { rolledBack } from "@/lib/testing/rolled-back";
import { createContact } from "@/lib/contacts/create-contact";
import { createContactInput } from "@/lib/contacts/schemas";
import { createCampaign } from "../create-campaign";
import { runCampaign } from "../run-campaign";
import { cancelCampaign, pauseCampaign } from "../change-state";
import { reclaimExpired } from "./reclaim";
import { claimBatch } from "./claim";
import { settleSends } from "./settle";
import type { ClaimedSend } from "./types";

// The engine opens its own transactions (it serves every company): routed into the test's
// transaction, they become savepoints of it, so the test company is visible and nothing stays.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

async function campaignOf(ctx: TxCtx, n: number, over: { messagesPerDay?: number; messagesPerSecond?: number; phones?: string; withOrder?: boolean } = {}) {
  const templateId = newId("tpl");
  await ctx.tx.insert(templates).values({
    id: templateId,
    companyId: ctx.companyId,
    name: `sale_${templateId.slice(4).toLowerCase()}`,
    language: "en",
    category: "MARKETING",
    status: "APPROVED",
    definition: over.withOrder
      ? { headerType: "NONE", bodyText: "Hi {{1}}, your order of {{2}} ships today.", bodyExamples: ["Ana", "10.00 USD"], buttons: [], carouselCards: [], authSecurityDisclaimer: true }
      : { headerType: "NONE", bodyText: "Hi {{1}}, our sale starts today.", bodyExamples: ["Ana"], buttons: [], carouselCards: [], authSecurityDisclaimer: true },
    variableMapping: (over.withOrder
      ? { "1": { type: "contact_field", value: "firstName" }, "2": { type: "order_field", value: "last.order.total" } }
      : { "1": { type: "contact_field", value: "firstName" } }) as never,
  });
  for (let i = 0; i < n; i++) {
    const contact = await createContact({ ctx, input: createContactInput.parse({ name: `Ana ${i}`, firstName: `Ana${i}`, phone: `+9715${over.phones ?? "0100"}${String(i).padStart(4, "0")}` }) });
    if (over.withOrder) {
      const order = { companyId: ctx.companyId, orderNumber: `#${i}`, source: "manual", contactId: contact.id, currency: "USD", status: "COMPLETED", financialStatus: "PAID", fulfillmentStatus: "FULFILLED" } as const;
      await ctx.tx.insert(orders).values([
        { ...order, id: newId("ord"), total: 10 + i, placedAt: new Date("2026-11-01T10:00:00Z") },
        { ...order, id: newId("ord"), total: 99.5 + i, placedAt: new Date("2026-11-20T10:00:00Z") },
      ]);
    }
  }
  const c = await createCampaign({ ctx, input: { name: "Daily", templateId, audience: { type: "ALL" }, messagesPerSecond: over.messagesPerSecond ?? 20, messagesPerDay: over.messagesPerDay } });
  await runCampaign({ ctx, id: c.id });
  return c.id;
}

const claim = (ctx: TxCtx, id: string, at: string) => inTestTx(ctx.tx, () => claimBatch(id, new Date(at)));
const sent = (sends: ClaimedSend[]) => sends.map((s, i) => ({ ...s, outcome: { kind: "sent" as const, platformMessageId: `wamid.DAY${s.recipientId}${i}` } }));

describe("the daily cap, with the clock in the test's hands", () => {
  it("sends messagesPerDay on a day and carries the rest to the next day in the company's time zone", () =>
    rolledBack(async (ctx) => {
      await ctx.tx.update(companies).set({ timezone: "Asia/Dubai" }).where(eq(companies.id, ctx.companyId));
      const id = await campaignOf(ctx, 5, { messagesPerDay: 3 });

      // 23:59:00 in Dubai: three go, then the day is full.
      const first = await claim(ctx, id, "2026-11-25T19:59:00.000Z");
      expect(first.kind).toBe("claimed");
      if (first.kind !== "claimed") return;
      expect(first.sends).toHaveLength(3);
      await inTestTx(ctx.tx, () => settleSends(sent(first.sends)));
      const full = await claim(ctx, id, "2026-11-25T19:59:30.000Z");
      expect(full).toEqual({ kind: "wait", until: new Date("2026-11-25T20:00:00.000Z").getTime() });

      // Midnight in Dubai: the rest goes, counted on the new day.
      const next = await claim(ctx, id, "2026-11-25T20:00:01.000Z");
      expect(next.kind === "claimed" && next.sends.length).toBe(2);
      if (next.kind !== "claimed") return;
      const [row] = await ctx.tx.select().from(campaigns).where(eq(campaigns.id, id));
      expect(row).toMatchObject({ dayKey: "2026-11-26", daySent: 2 });
      await inTestTx(ctx.tx, () => settleSends(sent(next.sends)));

      // Nothing left: the next claim completes the campaign.
      expect(await claim(ctx, id, "2026-11-25T20:00:05.000Z")).toEqual({ kind: "done" });
      const [done] = await ctx.tx.select().from(campaigns).where(eq(campaigns.id, id));
      expect(done.status).toBe("COMPLETED");
      const recipients = await ctx.tx.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
      expect(recipients.map((r) => r.status)).toEqual(["SENT", "SENT", "SENT", "SENT", "SENT"]);
      const events = await ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId)).orderBy(asc(eventOutbox.id));
      expect(events.filter((e) => e.event.startsWith("campaign.")).map((e) => e.event)).toEqual(["campaign.started", "campaign.completed"]);
      expect(events.filter((e) => e.event === "message.sent")).toHaveLength(5);
    }));

  it("fills each send from its own contact and, when the mapping names it, the contact's last order", async () => {
    const params = (r: Awaited<ReturnType<typeof claimBatch>>) =>
      r.kind === "claimed" ? r.sends.map((s) => [s.contactName, (s.body as unknown as { template: { components: { parameters: { text: string }[] }[] } }).template.components[0].parameters.map((p) => p.text)]) : r;
    const claimed = (over: { withOrder?: boolean }) => rolledBack(async (ctx) => params(await claim(ctx, await campaignOf(ctx, 2, over), "2026-11-25T10:00:00.000Z")));
    expect(await claimed({})).toEqual([
      ["Ana 0", ["Ana0"]],
      ["Ana 1", ["Ana1"]],
    ]);
    expect(await claimed({ withOrder: true })).toEqual([
      ["Ana 0", ["Ana0", "99.50 USD"]],
      ["Ana 1", ["Ana1", "100.50 USD"]],
    ]);
  });

  it("paces claims: a claim takes two seconds of sends, the next waits for the pace", () =>
    rolledBack(async (ctx) => {
      const id = await campaignOf(ctx, 15, { messagesPerSecond: 5 });
      const t0 = "2026-11-25T10:00:00.000Z";
      const a = await claim(ctx, id, t0);
      expect(a.kind === "claimed" && a.sends.map((s) => s.slotAt - Date.parse(t0))).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800]);
      expect(await claim(ctx, id, "2026-11-25T10:00:00.100Z")).toEqual({ kind: "wait", until: Date.parse("2026-11-25T10:00:01.000Z") });
      const b = await claim(ctx, id, "2026-11-25T10:00:00.500Z");
      expect(b.kind === "claimed" && b.sends.map((s) => s.slotAt - Date.parse(t0))).toEqual([2000, 2200]);
    }));
});

describe("leases of a sender that died", () => {
  it("put claimed sends of a paused campaign back, and skip those of a cancelled one", () =>
    rolledBack(async (ctx) => {
      const paused = await campaignOf(ctx, 2);
      const cancelled = await campaignOf(ctx, 2, { phones: "0200" });
      const now = new Date();
      for (const id of [paused, cancelled]) expect((await claim(ctx, id, now.toISOString())).kind).toBe("claimed");
      await pauseCampaign({ ctx, id: paused });
      await cancelCampaign({ ctx, id: cancelled });
      // Nothing is reclaimed while the leases last; after them, nothing stays CLAIMED.
      expect(await inTestTx(ctx.tx, () => reclaimExpired(now))).toBe(0);
      expect(await inTestTx(ctx.tx, () => reclaimExpired(new Date(now.getTime() + 121_000)))).toBe(6);
      const statuses = async (id: string) => (await ctx.tx.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id))).map((r) => r.status);
      expect(await statuses(paused)).toEqual(["PENDING", "PENDING"]);
      // The second campaign is to ALL: the first one's two contacts as well.
      expect(await statuses(cancelled)).toEqual(["SKIPPED", "SKIPPED", "SKIPPED", "SKIPPED"]);
    }));
});

describe("status callbacks of campaign sends", () => {
  it("apply sent, delivered and read of one batch in order, with an event per step, and move the recipient", () =>
    rolledBack(async (ctx) => {
      const id = await campaignOf(ctx, 1);
      const r = await claim(ctx, id, new Date().toISOString());
      if (r.kind !== "claimed") throw new Error(`expected a claim, got ${r.kind}`);
      const [s] = r.sends;
      // The worker died before storing the platform id: the statuses find the message by
      // biz_opaque_callback_data, our message id.
      const ts = String(Math.floor(Date.now() / 1000));
      const statuses = ["sent", "delivered", "read"].map((status) => ({ id: "wamid.LATE1", status, timestamp: ts, recipient_id: s.phone, biz_opaque_callback_data: s.messageId }) as never);
      const results = await applyChatappStatuses({ ctx, statuses });
      expect(results).toEqual(["applied", "applied", "applied"]);
      expect(await applyChatappStatuses({ ctx, statuses: [statuses[1]] })).toEqual(["unchanged"]);
      const [m] = await ctx.tx.select().from(messages).where(eq(messages.id, s.messageId));
      expect(m).toMatchObject({ status: "read", platformMessageId: "wamid.LATE1" });
      const [rec] = await ctx.tx.select().from(campaignRecipients).where(and(eq(campaignRecipients.campaignId, id)));
      expect(rec).toMatchObject({ status: "READ", platformMessageId: "wamid.LATE1" });
      const names = (await ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId)).orderBy(asc(eventOutbox.id)))
        .filter((e) => e.event.includes("status"))
        .map((e) => `${e.event}:${(e.payload as { message: { status: string } }).message.status}`);
      expect(names).toEqual([
        "chatapp.message.status_changed:sent",
        "message.status_updated:delivered",
        "chatapp.message.status_changed:delivered",
        "message.status_updated:read",
        "chatapp.message.status_changed:read",
      ]);
      // The claim's outcome arrives after the callbacks: the recipient stays READ.
      await inTestTx(ctx.tx, () => settleSends([{ ...s, outcome: { kind: "sent", platformMessageId: "wamid.LATE1" } }]));
      const [after] = await ctx.tx.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
      expect(after.status).toBe("READ");
      expect(after.leaseUntil).toBeNull();
    }));
});
