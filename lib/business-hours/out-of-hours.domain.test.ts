import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { messages, outOfHoursReplies, type OutboxEvent } from "@/db/schema";
import { simulateChannelInbound } from "@/lib/channels/simulate";
import type { TxCtx } from "@/lib/domain/context";
import { updateInbox } from "@/lib/inboxes/update-inbox";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { rolledBack } from "@/lib/testing/rolled-back";
import { claimOutOfHoursReplies, sendOutOfHoursReply } from "./out-of-hours";

// The reply's job sends through the port in its own transactions: routed into the test's.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

const WEEKDAY = [{ from: "09:00", to: "17:00" }];
const hours = (enabled = true) => ({
  enabled: true,
  timeZone: "Asia/Dubai",
  weekly: { sun: [], mon: WEEKDAY, tue: WEEKDAY, wed: WEEKDAY, thu: WEEKDAY, fri: WEEKDAY, sat: [] },
  holidays: [],
  outOfHoursReply: { enabled, texts: { default: "We're closed; we reply from 9:00.", ar: "نحن مغلقون الآن، نرد من الساعة 9:00." } },
});

/** A customer's message.received as the outbox holds it, at `sentAt` (the platform's time). */
const received = (ctx: TxCtx, conversationId: string, sentAt: string, text: string): OutboxEvent =>
  ({ id: 1, eventId: `evt_${randomBytes(6).toString("hex")}`, companyId: ctx.companyId, event: "message.received", payload: { conversationId, message: { sentAt, text } }, occurredAt: new Date(), dispatchedAt: null }) as OutboxEvent;

async function customerWrites(ctx: TxCtx) {
  const inboxId = await defaultInboxId(ctx, "SMS");
  const from = `+1555${randomBytes(3).readUIntBE(0, 3) % 10_000_000}`.padEnd(12, "0");
  const { conversationId } = await inTestTx(ctx.tx, () => simulateChannelInbound({ ctx, input: { channel: "sms", from, text: "مرحبا، هل أنتم متاحون؟" } }));
  return { inboxId, conversationId };
}

describe("out-of-hours reply", () => {
  it("answers once per closed period, in the customer's language, and never while open", async () => {
    await rolledBack(async (ctx) => {
      const { inboxId, conversationId } = await customerWrites(ctx);
      await updateInbox({ ctx, id: inboxId, input: { settings: { businessHours: hours() } } });
      // Saturday 07:00 in Dubai: closed until Monday 09:00.
      expect(await claimOutOfHoursReplies(ctx.tx, [received(ctx, conversationId, "2026-11-28T03:00:00.000Z", "مرحبا")])).toBe(1);
      // A second message the same weekend finds the period's reply claimed.
      expect(await claimOutOfHoursReplies(ctx.tx, [received(ctx, conversationId, "2026-11-29T15:00:00.000Z", "?")])).toBe(0);
      // Monday 10:00 in Dubai: open, nothing.
      expect(await claimOutOfHoursReplies(ctx.tx, [received(ctx, conversationId, "2026-11-30T06:00:00.000Z", "hello")])).toBe(0);
      // Monday 18:00: a new closed period, a new reply.
      expect(await claimOutOfHoursReplies(ctx.tx, [received(ctx, conversationId, "2026-11-30T14:00:00.000Z", "still there?")])).toBe(1);

      const rows = await ctx.tx.select().from(outOfHoursReplies).where(eq(outOfHoursReplies.conversationId, conversationId)).orderBy(outOfHoursReplies.reopensAt);
      expect(rows.map((r) => [r.reopensAt.toISOString(), r.language])).toEqual([
        ["2026-11-30T05:00:00.000Z", "ar"],
        ["2026-12-01T05:00:00.000Z", "default"],
      ]);

      await inTestTx(ctx.tx, () => sendOutOfHoursReply({ companyId: ctx.companyId, replyId: rows[0].id }));
      // A re-run job (a crash after the send) sends nothing more.
      await inTestTx(ctx.tx, () => sendOutOfHoursReply({ companyId: ctx.companyId, replyId: rows[0].id }));
      const [sent] = await ctx.tx.select().from(outOfHoursReplies).where(eq(outOfHoursReplies.id, rows[0].id));
      expect(sent.status).toBe("sent");
      const out = await ctx.tx.select().from(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.direction, "outbound")));
      expect(out.map((m) => [m.text, m.sentByUserId])).toEqual([["نحن مغلقون الآن، نرد من الساعة 9:00.", null]]);
    });
  });

  it("does nothing where the reply is switched off", async () => {
    await rolledBack(async (ctx) => {
      const { inboxId, conversationId } = await customerWrites(ctx);
      await updateInbox({ ctx, id: inboxId, input: { settings: { businessHours: hours(false) } } });
      expect(await claimOutOfHoursReplies(ctx.tx, [received(ctx, conversationId, "2026-11-28T03:00:00.000Z", "hi")])).toBe(0);
    });
  });
});
