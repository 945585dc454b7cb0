import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { conversations, messages } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { createInbox } from "@/lib/inboxes/create-inbox";
import { applyChannelStatuses } from "@/lib/messaging/receive-messages";
import { newId } from "@/lib/ids";
import { sagaFor, sendThroughPort } from "@/lib/messaging/port/port";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { capabilitiesOf } from "./capabilities";
import { channelKey } from "./keys";
import { PlatformError } from "./platform-error";
import { allPlugins } from "./registry";
import { simulateChannelInbound } from "./simulate";
import type { ChannelPlugin } from "./types";

// Intake opens its own transactions through getDb(): routed into the test's.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

/**
 * The port's conformance suite: every plug-in in the registry, through the same generic code.
 * A channel added to the registry is checked here without a line of its own.
 */
const CUSTOMER_BY_ADDRESS = {
  phone: () => `9715${String(randomBytes(4).readUInt32BE(0)).padStart(8, "1").slice(0, 8)}`,
  email: () => `ana.${randomBytes(5).toString("hex")}@example.org`,
};
const customerId = (plugin: ChannelPlugin) => (plugin.capabilities.addressedBy ? CUSTOMER_BY_ADDRESS[plugin.capabilities.addressedBy]() : `1784${randomBytes(5).readUIntBE(0, 5)}`);

async function writes(ctx: TxCtx, plugin: ChannelPlugin, inboxId: string, from: string, text: string) {
  return inTestTx(ctx.tx, () => simulateChannelInbound({ ctx, input: { channel: channelKey(plugin.type), inboxId, from, text } }));
}

describe.each(allPlugins().map((p) => [channelKey(p.type), p] as const))("the %s plug-in", (_key, plugin) => {
  it("declares its capabilities once, and maps a platform that did not answer to a 503 with Retry-After", () => {
    expect(plugin.capabilities).toBe(capabilitiesOf(plugin.type));
    const mapped = plugin.toAppError(PlatformError.from(new TypeError("fetch failed"), channelKey(plugin.type)));
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped.code).toBe("SERVICE_UNAVAILABLE");
    expect(mapped.headers?.["Retry-After"]).toBeTruthy();
  });

  it("takes a customer's message into the inbox it was written to, and replies through the port from that inbox", async () => {
    await rolledBack(async (ctx) => {
      const first = await defaultInboxId(ctx, plugin.type);
      const second = (await createInbox({ ctx, input: { channel: channelKey(plugin.type) as "chatapp", mode: "sandbox", name: "Second" } })).id;
      const from = customerId(plugin);
      const a = await writes(ctx, plugin, first, from, "Hello first");
      const b = await writes(ctx, plugin, second, from, "Hello second");
      const inboxOf = async (id: string) => (await ctx.tx.select({ inboxId: conversations.inboxId }).from(conversations).where(eq(conversations.id, id)))[0]?.inboxId;
      expect([await inboxOf(a.conversationId), await inboxOf(b.conversationId)]).toEqual([first, second]);
      expect(b.contactId).toBe(a.contactId); // one customer, two conversations

      const sent = await sendThroughPort({ ctx, input: { channel: plugin.type, conversationId: b.conversationId, message: { kind: "text", text: "Thanks, on it" }, messageId: newId("msg") } });
      expect(sent.conversationId).toBe(b.conversationId);
      const [row] = await ctx.tx.select().from(messages).where(and(eq(messages.companyId, ctx.companyId), eq(messages.id, sent.messageId)));
      expect(row).toMatchObject({ direction: "outbound", status: "sent", text: "Thanks, on it", platformMessageId: sent.platformMessageId });
      // A named inbox that is not the conversation's is refused before anything is sent.
      const mismatch = await refusal(sendThroughPort({ ctx, input: { channel: plugin.type, conversationId: b.conversationId, inboxId: first, message: { kind: "text", text: "Hi" }, messageId: newId("msg") } }));
      expect(mismatch.details).toMatchObject({ reason: "inbox_mismatch" });

      // Receipts move a sent message forward, never back.
      await inTestTx(ctx.tx, () => applyChannelStatuses(plugin.type, ctx.companyId, [{ recipient: from, status: "read", platformMessageIds: [sent.platformMessageId], watermark: null, at: new Date() }]));
      await inTestTx(ctx.tx, () => applyChannelStatuses(plugin.type, ctx.companyId, [{ recipient: from, status: "delivered", platformMessageIds: [sent.platformMessageId], watermark: null, at: new Date() }]));
      const [read] = await ctx.tx.select({ status: messages.status }).from(messages).where(eq(messages.id, sent.messageId));
      expect(read.status).toBe("read");
    });
  });

  it.skipIf(!plugin.capabilities.sendMedia.length)("sends every media word it declares through the port, as the platform takes it", async () => {
    await rolledBack(async (ctx) => {
      const inboxId = await defaultInboxId(ctx, plugin.type);
      const a = await writes(ctx, plugin, inboxId, customerId(plugin), "Send me the brochure");
      for (const type of plugin.capabilities.sendMedia) {
        const sent = await sendThroughPort({ ctx, input: { channel: plugin.type, conversationId: a.conversationId, message: { kind: "media", type, url: `https://cdn.example.com/brochure.${type}`, caption: type === "audio" ? null : "Here it is" }, messageId: newId("msg") } });
        const rows = await ctx.tx.select().from(messages).where(and(eq(messages.companyId, ctx.companyId), eq(messages.conversationId, a.conversationId), eq(messages.direction, "outbound")));
        const ours = rows.filter((r) => sent.messages.some((m) => m.messageId === r.id));
        expect(ours.every((r) => r.status === "sent"), `${type}`).toBe(true);
        expect(JSON.stringify(ours.map((r) => r.content)), `${type}`).toContain(`https://cdn.example.com/brochure.${type}`);
      }
    });
  });

  it("recovers a send its worker died in: nothing known sent twice, nothing sent reported unsent", async () => {
    await rolledBack(async (ctx) => {
      const inboxId = await defaultInboxId(ctx, plugin.type);
      const a = await writes(ctx, plugin, inboxId, customerId(plugin), "Are you there?");
      const saga = sagaFor(plugin.type);
      const ours = () => ctx.tx.select().from(messages).where(and(eq(messages.companyId, ctx.companyId), eq(messages.conversationId, a.conversationId), eq(messages.direction, "outbound")));

      // Died after prepare, before the platform call: the send is not reported as gone, and goes once when taken up.
      const messageId = newId("msg");
      const queued = await saga.prepare(ctx, { channel: plugin.type, conversationId: a.conversationId, message: { kind: "text", text: "Yes, here" }, messageId });
      expect(queued).toMatchObject({ messageId, inboxId });
      const taken = await saga.recover(ctx, queued.job);
      expect("job" in taken, JSON.stringify(taken)).toBe(true);
      const outcome = await inTestTx(ctx.tx, () => saga.perform(ctx, (taken as { job: Record<string, unknown> }).job));
      expect(outcome).toMatchObject({ ok: true, platformMessageId: expect.any(String) });
      await saga.settle(ctx, queued.job, outcome);

      // Died after settling, before its caller recorded it: the send is known as gone, with the platform's id.
      const again = await saga.recover(ctx, queued.job);
      expect(again).toMatchObject({ outcome: { ok: true, platformMessageId: (outcome as { platformMessageId: string }).platformMessageId } });
      const rows = await ours();
      expect(rows.filter((r) => r.id === messageId)).toHaveLength(1);
      expect(rows.find((r) => r.id === messageId)).toMatchObject({ status: "sent", text: "Yes, here" });
    });
  });
});
