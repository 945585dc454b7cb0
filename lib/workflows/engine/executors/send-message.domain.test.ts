import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contactChannelIds, conversations, messages } from "@/db/schema";
import { simulatedCustomerCallback } from "@/lib/channels/chatapp/sandbox-callbacks";
import { connectionRow } from "@/lib/channels/connections";
import type { ChannelType } from "@/lib/channels/keys";
import type { NormalizedMessage } from "@/lib/channels/types";
import { createContact } from "@/lib/contacts/create-contact";
import { createContactInput } from "@/lib/contacts/schemas";
import type { TxCtx } from "@/lib/domain/context";
import { createInbox } from "@/lib/inboxes/create-inbox";
import { processChatappCallbacks } from "@/lib/channels/chatapp/messaging/inbound/process-callback";
import { receiveChannelMessages } from "@/lib/messaging/receive-messages";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { rolledBack } from "@/lib/testing/rolled-back";
import { runEffect, runningStep, stepOf } from "@/lib/testing/workflow-step";
import { sendMessageExecutor, type SendMessageConfig } from "./send-message";
import { StepError } from "./types";

// The channel layer's send and inbound paths open their own transactions: routed into the test's.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

const platformId = () => `1784${randomBytes(5).readUIntBE(0, 5)}`;
const phone = () => `9715${randomBytes(4).readUInt32BE(0) % 100_000_000}`.padEnd(12, "0");
const step = (ctx: TxCtx, config: Record<string, unknown>, contactId: string) => stepOf<SendMessageConfig>(ctx, "send-message", config, { contactId });

/** The customer writes to the inbox (at `at`): their contact, their platform id, an open window. */
async function writes(ctx: TxCtx, channel: ChannelType, inboxId: string, from = platformId(), at = new Date()) {
  const m: NormalizedMessage = { from, platformMessageId: `mid.${randomBytes(8).toString("hex")}`, at, type: "text", text: "hello", content: { text: "hello" }, events: [], countsAsUnread: true };
  const [r] = await inTestTx(ctx.tx, () => receiveChannelMessages({ channel, companyId: ctx.companyId, inboxId }, [m]));
  if (r?.status !== "stored") throw new Error("not stored");
  return { contactId: r.contactId, from };
}

async function failure(p: Promise<unknown>) {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(StepError);
  return (err as StepError).message;
}

const messagesOf = (ctx: TxCtx, contactId: string) => ctx.tx.select().from(messages).where(and(eq(messages.companyId, ctx.companyId), eq(messages.contactId, contactId), eq(messages.direction, "outbound")));

describe("the send-message node", () => {
  it("sends a filled-in text from the named inbox to the contact's id there", async () => {
    await rolledBack(async (ctx) => {
      await defaultInboxId(ctx, "PHOTOAPP");
      const second = await createInbox({ ctx, input: { channel: "photoapp", mode: "sandbox", name: "Shop" } });
      const { contactId, from } = await writes(ctx, "PHOTOAPP", second.id);
      const s = step(ctx, { channel: "photoapp", inboxId: second.id, kind: "text", text: "Hi {{contact.firstName}}, order {{event.order}}" }, contactId);
      s.run.eventPayload = { order: "A-1" };
      const { input, outcome, result } = await inTestTx(ctx.tx, () => runEffect(sendMessageExecutor, s));
      expect(outcome.ok).toBe(true);
      expect(result.handle).toBe("next");
      expect(input).toMatchObject({ channel: "photoapp", inboxId: second.id, to: from });
      const [m] = await messagesOf(ctx, contactId);
      expect(m).toMatchObject({ id: input.messageId, channel: "PHOTOAPP", status: "sent", type: "text" });
      expect(m!.text).toMatch(/^Hi .*, order A-1$/);
      const [conv] = await ctx.tx.select({ inboxId: conversations.inboxId }).from(conversations).where(eq(conversations.id, m!.conversationId));
      expect(conv!.inboxId).toBe(second.id);
    });
  });

  it("fails readably when the contact has no id on the channel or its window is closed, queueing nothing", async () => {
    await rolledBack(async (ctx) => {
      const inbox = await defaultInboxId(ctx, "SOCIALCHAT");
      const stranger = await createContact({ ctx, input: createContactInput.parse({ name: "Never Wrote", phone: `+${phone()}` }) });
      expect(await failure(sendMessageExecutor.prepare(step(ctx, { channel: "socialchat", kind: "text", text: "Hi" }, stranger.id), "k"))).toMatch(/^The contact has no Socialchat id/);
      const old = await writes(ctx, "SOCIALCHAT", inbox, platformId(), new Date(Date.now() - 3 * 86_400_000));
      expect(await failure(sendMessageExecutor.prepare(step(ctx, { channel: "socialchat", kind: "text", text: "Hi" }, old.contactId), "k"))).toMatch(/^Socialchat allows free-form messages only within 24 hours/);
      // The website chat: no visitor id.
      expect(await failure(sendMessageExecutor.prepare(step(ctx, { channel: "webchat", kind: "text", text: "Hi" }, stranger.id), "k"))).toMatch(/^The contact has no Website chat id/);
      // An inbox of another channel, and a channel not connected.
      expect(await failure(sendMessageExecutor.prepare(step(ctx, { channel: "photoapp", inboxId: inbox, kind: "text", text: "Hi" }, old.contactId), "k"))).toBe("The inbox is on socialchat, not photoapp");
      expect(await failure(sendMessageExecutor.prepare(step(ctx, { channel: "botchat", kind: "text", text: "Hi" }, old.contactId), "k"))).toMatch(/^Botchat is not connected/);
      expect(await messagesOf(ctx, stranger.id)).toHaveLength(0);
      expect(await messagesOf(ctx, old.contactId)).toHaveLength(0);
    });
  });

  it("after a killed worker: an unsent message goes once under its id, a sent one is not repeated, an interrupted one is not risked", async () => {
    await rolledBack(async (ctx) => {
      const inbox = await defaultInboxId(ctx, "BOTCHAT");
      const { contactId } = await writes(ctx, "BOTCHAT", inbox);
      const s = step(ctx, { channel: "botchat", kind: "media", mediaType: "photo", mediaUrl: "https://cdn.example.com/p.png", caption: "For {{contact.firstName}}" }, contactId);
      // The worker died after prepare: the step is RUNNING and nothing reached the platform.
      const { input } = await sendMessageExecutor.prepare(s, "k");
      const first = await sendMessageExecutor.recover(s, runningStep(input));
      expect("outcome" in first).toBe(false);
      const outcome = await inTestTx(ctx.tx, () => sendMessageExecutor.perform(first.job));
      expect(outcome).toMatchObject({ ok: true, output: { messageId: input.messageId } });
      // The worker died again before settling: the message row says it went; nothing is sent again.
      const second = await sendMessageExecutor.recover(s, runningStep(input));
      expect(second).toMatchObject({ outcome: { ok: true, output: { messageId: input.messageId, platformMessageId: expect.any(String) } } });
      expect(await messagesOf(ctx, contactId)).toHaveLength(1);
      expect((await messagesOf(ctx, contactId))[0]).toMatchObject({ type: "image", status: "sent" });
      // A row still queued: the call may have happened; the step fails rather than send twice.
      await ctx.tx.update(messages).set({ status: "queued", platformMessageId: null }).where(eq(messages.id, input.messageId as string));
      expect(await sendMessageExecutor.recover(s, runningStep(input))).toMatchObject({ outcome: { ok: false, retryable: false, output: { reason: "interrupted" } } });
    });
  });

  it("SMS goes to the contact's phone; a platform refusal leaves by failed with the reason", async () => {
    await rolledBack(async (ctx) => {
      await defaultInboxId(ctx, "SMS");
      const number = phone();
      const contact = await createContact({ ctx, input: createContactInput.parse({ name: "Texter", phone: `+${number}` }) });
      const { input, outcome } = await inTestTx(ctx.tx, () => runEffect(sendMessageExecutor, step(ctx, { channel: "sms", kind: "text", text: "Code {{contact.name}}" }, contact.id)));
      expect(outcome.ok).toBe(true);
      expect(input.to).toBe(number);
      expect((await messagesOf(ctx, contact.id))[0]).toMatchObject({ channel: "SMS", text: "Code Texter", status: "sent" });

      const inbox = await defaultInboxId(ctx, "PHOTOAPP");
      // The sandbox refuses users ending in 0000, as the platform refuses an unknown user.
      const refused = await writes(ctx, "PHOTOAPP", inbox, `${platformId()}0000`);
      const r = await inTestTx(ctx.tx, () => runEffect(sendMessageExecutor, step(ctx, { channel: "photoapp", kind: "text", text: "Hi" }, refused.contactId)));
      expect(r.outcome).toMatchObject({ ok: false, retryable: false });
      expect(r.result).toMatchObject({ handle: "failed", output: { error: expect.stringMatching(/user/i) } });
      expect((await messagesOf(ctx, refused.contactId))[0]).toMatchObject({ id: r.input.messageId, status: "failed" });
    });
  });

  it("chatapp from a second number: its conversation there, and recover finds what the platform took", async () => {
    await rolledBack(async (ctx) => {
      const second = await createInbox({ ctx, input: { channel: "chatapp", mode: "sandbox", name: "Support" } });
      const customer = phone();
      await inTestTx(ctx.tx, () => processChatappCallbacks([simulatedCustomerCallback(second.routingId!, { from: customer, text: "Help" })]));
      const [ident] = await ctx.tx.select({ contactId: conversations.contactId, id: conversations.id }).from(conversations).where(and(eq(conversations.companyId, ctx.companyId), eq(conversations.inboxId, second.id)));
      const s = step(ctx, { channel: "chatapp", inboxId: second.id, kind: "text", text: "Hello {{contact.phone}}" }, ident!.contactId);
      const { input } = await sendMessageExecutor.prepare(s, "k");
      expect(input).toMatchObject({ inboxId: second.id, to: customer });
      // Killed before the platform call: the message is queued with no platform id, so it goes (once).
      const found = await sendMessageExecutor.recover(s, runningStep(input));
      expect("outcome" in found).toBe(false);
      const outcome = await inTestTx(ctx.tx, () => sendMessageExecutor.perform(found.job));
      await sendMessageExecutor.settle(s, found.job, outcome);
      expect(await sendMessageExecutor.recover(s, runningStep(input))).toMatchObject({ outcome: { ok: true, output: { messageId: input.messageId } } });
      const [m] = await messagesOf(ctx, ident!.contactId);
      expect(m).toMatchObject({ id: input.messageId, conversationId: ident!.id, text: `Hello +${customer}` });
      expect(await messagesOf(ctx, ident!.contactId)).toHaveLength(1);
      // The default chatapp number is another inbox: a template there is checked against the company's templates.
      expect((await connectionRow(ctx, "CHATAPP"))!.id).not.toBe(second.id);
    });
  });

  it("the website chat stores the reply with the step, so a recovered step only wakes the visitor again", async () => {
    await rolledBack(async (ctx) => {
      const contact = await createContact({ ctx, input: createContactInput.parse({ name: "Visitor" }) });
      await ctx.tx.insert(contactChannelIds).values({ companyId: ctx.companyId, channel: "WEBCHAT", externalId: "wv_abc123", contactId: contact.id });
      const s = step(ctx, { channel: "webchat", kind: "text", text: "Welcome back, {{contact.name}}" }, contact.id);
      const { input } = await sendMessageExecutor.prepare(s, "k");
      expect(await messagesOf(ctx, contact.id)).toMatchObject([{ id: input.messageId, channel: "WEBCHAT", status: "sent", text: "Welcome back, Visitor" }]);
      const found = await sendMessageExecutor.recover(s, runningStep(input));
      expect(await sendMessageExecutor.perform(found.job)).toMatchObject({ ok: true, output: { messageId: input.messageId } });
      expect(await messagesOf(ctx, contact.id)).toHaveLength(1);
    });
  });
});
