import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { conversations, messages } from "@/db/schema";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { simulatedCustomerCallback } from "@/lib/channels/chatapp/sandbox-callbacks";
import { connectionRow } from "@/lib/channels/connections";
import type { TxCtx } from "@/lib/domain/context";
import { processChatappCallbacks } from "@/lib/channels/chatapp/messaging/inbound/process-callback";
import { sendTextInput } from "@/lib/channels/chatapp/messaging/send-schemas";
import { sendChatappMessage } from "@/lib/channels/chatapp/messaging/send/send-message";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { createInbox } from "./create-inbox";
import { deleteInbox } from "./delete-inbox";
import { listInboxes } from "./list-inboxes";
import { updateInbox } from "./update-inbox";

// Callbacks route and store through getDb() (their own transactions): routed into the test's.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

const phone = () => `9715${randomBytes(4).readUInt32BE(0) % 100_000_000}`.padEnd(12, "0");

/** The customer writes to the number the routing id names, through the platform's callback path. */
async function writesTo(ctx: TxCtx, routingId: string, from: string, text: string) {
  await inTestTx(ctx.tx, () => processChatappCallbacks([simulatedCustomerCallback(routingId, { from, text })]));
  const rows = await ctx.tx
    .select({ conversationId: messages.conversationId, inboxId: conversations.inboxId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.companyId, ctx.companyId), eq(messages.text, text)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("inboxes", () => {
  it("a second number is its own inbox: callbacks route to it, its customers get their own conversations, replies go out of it", async () => {
    await rolledBack(async (ctx) => {
      const first = (await connectionRow(ctx, "CHATAPP"))!;
      const second = await createInbox({ ctx, input: { channel: "chatapp", mode: "sandbox", name: "Support KSA" } });
      expect(second).toMatchObject({ channel: "chatapp", name: "Support KSA", isDefault: false, status: "connected", mode: "sandbox" });
      expect(second.routingId).not.toBe(first.routingId);
      // Both numbers share the company's business account (its templates), as on the platform.
      expect(second.identifiers.wabaId).toBe(first.identifiers.wabaId);
      const listed = await listInboxes({ ctx, query: { channel: "chatapp" } });
      expect(listed.data.map((i) => [i.id, i.isDefault])).toEqual([
        [first.id, true],
        [second.id, false],
      ]);

      const customer = phone();
      const toFirst = await writesTo(ctx, first.routingId!, customer, "Hello sales");
      const toSecond = await writesTo(ctx, second.routingId!, customer, "Hello support");
      expect(toFirst.inboxId).toBe(first.id);
      expect(toSecond.inboxId).toBe(second.id);
      expect(toSecond.conversationId).not.toBe(toFirst.conversationId);
      // A second message to the same number joins its conversation.
      expect((await writesTo(ctx, second.routingId!, customer, "Still there?")).conversationId).toBe(toSecond.conversationId);

      // A reply in a conversation goes out of that conversation's number.
      expect((await requireChatappConnection(ctx, { conversationId: toSecond.conversationId })).phoneNumberId).toBe(second.identifiers.phoneNumberId);
      const sent = await sendChatappMessage({ ctx, send: { kind: "text", input: sendTextInput.parse({ to: customer, body: "On it", conversationId: toSecond.conversationId }) } });
      expect(sent.conversationId).toBe(toSecond.conversationId);
      // A named inbox must be the conversation's.
      const mismatch = await refusal(sendChatappMessage({ ctx, send: { kind: "text", input: sendTextInput.parse({ to: customer, body: "Hi", conversationId: toSecond.conversationId, inboxId: first.id }) } }));
      expect(mismatch.details).toMatchObject({ reason: "inbox_mismatch", inboxId: second.id });
      // Without a conversation, inboxId picks the number: the customer's open conversation there.
      const byInbox = await sendChatappMessage({ ctx, send: { kind: "text", input: sendTextInput.parse({ to: customer, body: "From sales", inboxId: first.id }) } });
      expect(byInbox.conversationId).toBe(toFirst.conversationId);
      // Another company's inbox id is not found.
      expect((await refusal(requireChatappConnection({ companyId: "co_other", tx: ctx.tx }, { inboxId: second.id }))).code).toBe("NOT_FOUND");
    });
  });

  it("one default per channel; a deleted inbox stops routing, hands the default over and leaves its conversations read-only", async () => {
    await rolledBack(async (ctx) => {
      const first = (await connectionRow(ctx, "CHATAPP"))!;
      const second = await createInbox({ ctx, input: { channel: "chatapp", mode: "sandbox" } });
      expect(second.name).toBe("+1 555 010 0001 (sandbox)");
      await updateInbox({ ctx, id: second.id, input: { isDefault: true, name: "Support" } });
      expect((await connectionRow(ctx, "CHATAPP"))!.id).toBe(second.id);
      expect((await listInboxes({ ctx, query: { channel: "chatapp" } })).data.filter((i) => i.isDefault).map((i) => i.id)).toEqual([second.id]);

      const { conversationId } = await writesTo(ctx, second.routingId!, phone(), "Before the delete");
      const deleted = await deleteInbox({ ctx, id: second.id });
      expect(deleted).toMatchObject({ status: "deleted", isDefault: false, routingId: null, name: "Support" });
      expect((await connectionRow(ctx, "CHATAPP"))!.id).toBe(first.id);
      // Its number routes no more: a callback for it is acknowledged and stored nowhere.
      const [late] = await inTestTx(ctx.tx, () => processChatappCallbacks([simulatedCustomerCallback(second.routingId!, { from: phone(), text: "After the delete" })]));
      expect(late).toMatchObject({ received: 0, ignored: 1 });
      // The conversation stays, readable, and cannot be answered.
      const [kept] = await ctx.tx.select().from(conversations).where(eq(conversations.id, conversationId));
      expect(kept.inboxId).toBe(second.id);
      const readOnly = await refusal(sendChatappMessage({ ctx, send: { kind: "text", input: sendTextInput.parse({ to: "971500000000", body: "Hi", conversationId }) } }));
      expect(readOnly.details).toMatchObject({ reason: "inbox_deleted" });
      expect((await refusal(updateInbox({ ctx, id: second.id, input: { name: "Again" } }))).details).toMatchObject({ reason: "inbox_deleted" });
      expect((await listInboxes({ ctx, query: {} })).data.some((i) => i.id === second.id)).toBe(false);
      expect((await listInboxes({ ctx, query: { includeDeleted: true } })).data.some((i) => i.id === second.id)).toBe(true);

      const webchat = (await connectionRow(ctx, "WEBCHAT"))!;
      expect((await refusal(deleteInbox({ ctx, id: webchat.id }))).details).toMatchObject({ reason: "inbox_required" });
    });
  });

  it("a freed sandbox number is given out again, and the next is another", async () => {
    await rolledBack(async (ctx) => {
      const a = await createInbox({ ctx, input: { channel: "photoapp", mode: "sandbox" } });
      expect(a.isDefault).toBe(true); // the channel's first inbox
      const b = await createInbox({ ctx, input: { channel: "photoapp", mode: "sandbox" } });
      expect(b.isDefault).toBe(false);
      expect(b.routingId).not.toBe(a.routingId);
      await deleteInbox({ ctx, id: b.id });
      const c = await createInbox({ ctx, input: { channel: "photoapp", mode: "sandbox", isDefault: true } });
      expect(c.routingId).toBe(b.routingId);
      expect((await connectionRow(ctx, "PHOTOAPP"))!.id).toBe(c.id);
    });
  });
});
