import { randomBytes } from "node:crypto";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contactActivities, contacts, conversations, eventOutbox, messages } from "@/db/schema";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { SANDBOX_STATUS_TASK } from "@/lib/channels/chatapp/sandbox-provider";
import { insertCompany } from "@/lib/company/create-company";
import { closeConversation } from "@/lib/conversations/change-conversation";
import type { TxCtx } from "@/lib/domain/context";
import { inTestTx } from "@/lib/testing/platform-in-tx";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import type { InboundMessage, InboundStatus } from "./inbound/callback-schema";
import { applyChatappStatus } from "./inbound/apply-status";
import { receiveChatappMessages } from "./inbound/receive-message";
import { summarizeForStorage } from "./payloads";
import { sendTemplateInput, sendTextInput } from "./send-schemas";
import { queueOutbound } from "./send/queue-outbound";
import { sendChatappMessage } from "./send/send-message";
import { markAccepted, markFailed } from "./send/settle-outbound";

// Inbound batches open their own transaction under a system ctx (storeBatch): routed into
// the test's transaction, it becomes a savepoint of it. Every other verb here joins ctx.tx.
vi.mock("@/db/client", async (importOriginal) => (await import("@/lib/testing/platform-in-tx")).routableDbClient(await importOriginal()));

const HOUR = 3_600_000;
const wamid = () => `wamid.DOMAIN${randomBytes(10).toString("hex").toUpperCase()}`;
const unix = (msAgo = 0) => String(Math.floor((Date.now() - msAgo) / 1000));

/** A customer's message as the platform delivers it, stored through the inbound path. */
async function customerWrites(ctx: TxCtx, from: string, message: Record<string, unknown> = { type: "text", text: { body: "Hi, is my order on its way?" } }, opts: { name?: string; msAgo?: number; id?: string } = {}) {
  const inbox = { companyId: ctx.companyId, inboxId: await defaultInboxId(ctx, "CHATAPP") };
  const [result] = await inTestTx(ctx.tx, () =>
    receiveChatappMessages(inbox, [{ message: { from, id: opts.id ?? wamid(), timestamp: unix(opts.msAgo), ...message } as InboundMessage, profileName: opts.name ?? "Sheena Nelson" }]),
  );
  return result!;
}

const outbox = (ctx: TxCtx) => ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId)).orderBy(asc(eventOutbox.id));
const timeline = (ctx: TxCtx, contactId: string) => ctx.tx.select().from(contactActivities).where(eq(contactActivities.contactId, contactId)).orderBy(asc(contactActivities.id));
const messageRow = async (ctx: TxCtx, id: string) => (await ctx.tx.select().from(messages).where(eq(messages.id, id)))[0]!;
const conversationRow = async (ctx: TxCtx, id: string) => (await ctx.tx.select().from(conversations).where(eq(conversations.id, id)))[0]!;

async function jobsOf(ctx: TxCtx, task: string) {
  const { rows } = await ctx.tx.execute<{ payload: Record<string, unknown> }>(
    sql`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${task} order by j.run_at`,
  );
  return rows.map((r) => r.payload);
}

const sendText = (ctx: TxCtx, input: Record<string, unknown>) => sendChatappMessage({ ctx, send: { kind: "text", input: sendTextInput.parse(input) } });

describe("inbound storage", () => {
  it("stores a new customer's message: contact, open conversation, window, timeline and events, each announced once", async () => {
    await rolledBack(async (ctx) => {
      const first = await customerWrites(ctx, "971501234567");
      expect(first.status).toBe("stored");
      if (first.status !== "stored") return;
      const msg = await messageRow(ctx, first.messageId);
      expect(msg).toMatchObject({ direction: "inbound", type: "text", text: "Hi, is my order on its way?", status: "received", channel: "CHATAPP", conversationId: first.conversationId });
      const [contact] = await ctx.tx.select().from(contacts).where(and(eq(contacts.companyId, ctx.companyId), eq(contacts.phone, "971501234567")));
      expect(contact).toMatchObject({ name: "Sheena Nelson", firstName: "Sheena", lastName: "Nelson", source: "CHATAPP" });
      const conv = await conversationRow(ctx, first.conversationId);
      expect(conv).toMatchObject({ status: "OPEN", unreadCount: 1, lastMessageDirection: "inbound", lastMessagePreview: "Hi, is my order on its way?", contactId: contact!.id });
      expect(conv.lastInboundAt!.getTime()).toBe(msg.sentAt!.getTime());

      // The same customer again, then a reaction: same conversation, a reaction is not unread.
      const second = await customerWrites(ctx, "971501234567", { type: "text", text: { body: "It was due yesterday" } });
      await customerWrites(ctx, "971501234567", { type: "reaction", reaction: { message_id: "wamid.X", emoji: "👍" } });
      expect(second.status === "stored" && second.conversationId).toBe(first.conversationId);
      expect((await conversationRow(ctx, first.conversationId)).unreadCount).toBe(2);

      expect((await timeline(ctx, contact!.id)).map((t) => t.type)).toEqual(["CONTACT_CREATED", "MESSAGE_RECEIVED", "MESSAGE_RECEIVED", "MESSAGE_RECEIVED"]);
      expect((await outbox(ctx)).map((e) => e.event)).toEqual([
        "contact.created",
        "conversation.created",
        "conversation.opened",
        "message.received",
        "chatapp.message.received",
        "message.received",
        "chatapp.message.received",
        "message.received",
        "chatapp.reaction.received",
      ]);
    });
  });

  it("stores a re-sent message once, within a batch and across batches, and refuses a sender that is not a phone number", async () => {
    await rolledBack(async (ctx) => {
      const id = wamid();
      const text = { type: "text", text: { body: "Hello" } };
      const inbox = { companyId: ctx.companyId, inboxId: await defaultInboxId(ctx, "CHATAPP") };
      const batch = await inTestTx(ctx.tx, () =>
        receiveChatappMessages(inbox, [
          { message: { from: "971501234568", id, timestamp: unix(), ...text } as InboundMessage, profileName: "Rami Saad" },
          { message: { from: "971501234568", id, timestamp: unix(), ...text } as InboundMessage, profileName: "Rami Saad" },
          { message: { from: "not-a-phone", id: wamid(), timestamp: unix(), ...text } as InboundMessage },
        ]),
      );
      expect(batch.map((r) => r.status)).toEqual(["stored", "duplicate", "rejected"]);
      expect((await customerWrites(ctx, "971501234568", text, { id })).status).toBe("duplicate");
      const rows = await ctx.tx.select().from(messages).where(eq(messages.platformMessageId, id));
      expect(rows).toHaveLength(1);
      expect((await outbox(ctx)).filter((e) => e.event === "message.received")).toHaveLength(1);
    });
  });

  it("opens a new conversation after the previous one was closed; a new conversation inherits the customer's window", async () => {
    await rolledBack(async (ctx) => {
      const first = await customerWrites(ctx, "971501234569", undefined, { msAgo: 2 * HOUR });
      if (first.status !== "stored") throw new Error("not stored");
      const windowStart = (await conversationRow(ctx, first.conversationId)).lastInboundAt!;
      await closeConversation({ ctx, id: first.conversationId });

      // The business writes first after the close: a new conversation, still inside the window.
      const reply = await sendText(ctx, { to: "971501234569", body: "Following up on your order" });
      expect(reply.conversationId).not.toBe(first.conversationId);
      expect((await conversationRow(ctx, reply.conversationId)).lastInboundAt!.getTime()).toBe(windowStart.getTime());

      const again = await customerWrites(ctx, "971501234569", { type: "text", text: { body: "One more thing" } });
      if (again.status !== "stored") throw new Error("not stored");
      expect(again.conversationId).toBe(reply.conversationId);
      expect((await conversationRow(ctx, first.conversationId)).status).toBe("CLOSED");
      const open = await conversationRow(ctx, again.conversationId);
      expect(open).toMatchObject({ status: "OPEN", unreadCount: 1, lastMessageDirection: "inbound" });
      expect(open.lastInboundAt!.getTime()).toBeGreaterThan(windowStart.getTime());
    });
  });
});

describe("the send path's steps", () => {
  it("queues a first template to a new number: contact, conversation and the message as queued, with their events", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const send = { kind: "template" as const, input: sendTemplateInput.parse({ to: "+971 50 123 4570", templateName: "order_update", languageCode: "en_US" }) };
      const summary = summarizeForStorage(send);
      const q = await queueOutbound(ctx, { inboxId: await defaultInboxId(ctx, "CHATAPP"), phone: "971501234570", summary, isTemplate: true, template: { name: "order_update", language: "en_US" } });
      expect(q.contact).toMatchObject({ phone: "971501234570" });

      const msg = await messageRow(ctx, q.messageId);
      expect(msg).toMatchObject({ status: "queued", direction: "outbound", type: "template", templateName: "order_update", templateLanguage: "en_US", sentByUserId: userId, platformMessageId: null, conversationId: q.conversationId });
      expect(await conversationRow(ctx, q.conversationId)).toMatchObject({ status: "OPEN", lastMessageDirection: "outbound", lastMessagePreview: summary.text, unreadCount: 0, lastInboundAt: null });
      expect((await timeline(ctx, q.contact.id)).map((t) => t.type)).toEqual(["CONTACT_CREATED"]);
      expect((await outbox(ctx)).map((e) => e.event)).toEqual(["contact.created", "conversation.created", "conversation.opened"]);
    });
  });

  it("settles an accepted send: platform id, queued → sent, MESSAGE_SENT, message.sent and the sandbox's status ticks in the same transaction", async () => {
    await rolledBack(async (ctx) => {
      const send = { kind: "template" as const, input: sendTemplateInput.parse({ to: "971501234571", templateName: "order_update", languageCode: "en_US" }) };
      const summary = summarizeForStorage(send);
      const q = await queueOutbound(ctx, { inboxId: await defaultInboxId(ctx, "CHATAPP"), phone: "971501234571", summary, isTemplate: true });
      const provider = providerFor(await requireChatappConnection(ctx));
      const pid = wamid();
      await markAccepted(ctx, q, summary, pid, provider);

      const msg = await messageRow(ctx, q.messageId);
      expect(msg).toMatchObject({ status: "sent", platformMessageId: pid });
      expect(msg.sentAt).not.toBeNull();
      expect((await timeline(ctx, q.contact.id)).map((t) => [t.type, (t.data as { messageId?: string }).messageId])).toEqual([
        ["CONTACT_CREATED", undefined],
        ["MESSAGE_SENT", q.messageId],
      ]);
      const sent = (await outbox(ctx)).filter((e) => e.event === "message.sent");
      expect(sent.map((e) => e.payload)).toEqual([expect.objectContaining({ channel: "chatapp", conversationId: q.conversationId, message: expect.objectContaining({ id: q.messageId, status: "sent", platformMessageId: pid }) })]);
      const ticks = await jobsOf(ctx, SANDBOX_STATUS_TASK);
      expect(ticks.map((t) => [t.status, t.sends])).toEqual([
        ["sent", [{ platformMessageId: pid, to: "971501234571" }]],
        ["delivered", [{ platformMessageId: pid, to: "971501234571" }]],
        ["read", [{ platformMessageId: pid, to: "971501234571" }]],
      ]);
    });
  });

  it("settles a refused send: the message stays in the thread as failed with the platform's reason and status events", async () => {
    await rolledBack(async (ctx) => {
      const send = { kind: "template" as const, input: sendTemplateInput.parse({ to: "971501234572", templateName: "order_update", languageCode: "en_US" }) };
      const summary = summarizeForStorage(send);
      const q = await queueOutbound(ctx, { inboxId: await defaultInboxId(ctx, "CHATAPP"), phone: "971501234572", summary, isTemplate: true });
      await markFailed(ctx, q, summary, { code: 131026, title: "Message undeliverable", message: "Unable to deliver message." });
      const msg = await messageRow(ctx, q.messageId);
      expect(msg).toMatchObject({ status: "failed", error: { code: 131026, title: "Message undeliverable", message: "Unable to deliver message." } });
      expect(msg.failedAt).not.toBeNull();
      const events = (await outbox(ctx)).filter((e) => (e.payload as { message?: { id: string } }).message?.id === q.messageId);
      expect(events.map((e) => [e.event, (e.payload as { message: { status: string } }).message.status])).toEqual([
        ["message.status_updated", "failed"],
        ["chatapp.message.status_changed", "failed"],
      ]);
    });
  });

  it("sends a reply in the customer's conversation end to end on the sandbox, resetting its unread count", async () => {
    await rolledBack(async (ctx) => {
      const inbound = await customerWrites(ctx, "971501234573");
      if (inbound.status !== "stored") throw new Error("not stored");
      const sent = await sendText(ctx, { to: "+971501234573", body: "Yes, it arrives today between 2 and 4 pm." });
      expect(sent).toMatchObject({ status: "sent", conversationId: inbound.conversationId });
      expect(sent.platformMessageId).toMatch(/^wamid\.SANDBOX/);
      expect(await messageRow(ctx, sent.messageId)).toMatchObject({ status: "sent", type: "text", text: "Yes, it arrives today between 2 and 4 pm.", platformMessageId: sent.platformMessageId });
      expect(await conversationRow(ctx, inbound.conversationId)).toMatchObject({ unreadCount: 0, lastMessageDirection: "outbound", lastMessagePreview: "Yes, it arrives today between 2 and 4 pm." });
    });
  });

  it("keeps a send the sandbox refuses (numbers ending in 0000) as failed and answers a 400 naming `to`", async () => {
    await rolledBack(async (ctx) => {
      await customerWrites(ctx, "971501230000");
      const err = await refusal(sendText(ctx, { to: "971501230000", body: "Your parcel is at the depot." }));
      expect(err.code).toBe("VALIDATION_ERROR");
      expect(err.message).toMatch(/^to: /);
      const messageId = (err.details as { messageId: string }).messageId;
      expect(await messageRow(ctx, messageId)).toMatchObject({ status: "failed", error: expect.objectContaining({ code: 131026 }) });
    });
  });

  it("replies into a given conversation only when it is the company's, open, and `to` is its contact", async () => {
    await rolledBack(async (ctx) => {
      const inbound = await customerWrites(ctx, "971501234574");
      if (inbound.status !== "stored") throw new Error("not stored");
      const wrongTo = await refusal(sendText(ctx, { to: "971501234575", body: "Hello", conversationId: inbound.conversationId }));
      expect(wrongTo).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(wrongTo.message).toMatch(/^to: /);
      const ok = await sendText(ctx, { to: "971501234574", body: "On it!", conversationId: inbound.conversationId });
      expect(ok.conversationId).toBe(inbound.conversationId);

      await closeConversation({ ctx, id: inbound.conversationId });
      const closed = await refusal(sendText(ctx, { to: "971501234574", body: "Anything else?", conversationId: inbound.conversationId }));
      expect(closed).toMatchObject({ code: "CONFLICT", details: { reason: "conversation_not_open", status: "CLOSED" } });

      const other = await insertCompany(ctx.tx, { name: "Rival Traders", slug: `rival-${randomBytes(4).toString("hex")}` });
      const theirs = await customerWrites({ ...ctx, companyId: other.id }, "971501234576");
      if (theirs.status !== "stored") throw new Error("not stored");
      expect((await refusal(sendText(ctx, { to: "971501234576", body: "Hi", conversationId: theirs.conversationId }))).code).toBe("NOT_FOUND");
      expect(await ctx.tx.select().from(messages).where(and(eq(messages.conversationId, theirs.conversationId), eq(messages.direction, "outbound")))).toEqual([]);
    });
  });
});

describe("the 24-hour window", () => {
  it("refuses free-form text to a number that never wrote, with window_requires_template, leaving nothing behind in the caller's transaction", async () => {
    await rolledBack(async (ctx) => {
      const err = await refusal(sendText(ctx, { to: "971501234580", body: "Hello stranger" }));
      expect(err).toMatchObject({ code: "CONFLICT", status: 409, details: { reason: "window_requires_template", lastInboundAt: null, windowExpiredAt: null } });
      expect(await ctx.tx.select().from(contacts).where(and(eq(contacts.companyId, ctx.companyId), eq(contacts.phone, "971501234580")))).toEqual([]);
      expect(await ctx.tx.select().from(conversations).where(eq(conversations.companyId, ctx.companyId))).toEqual([]);
      expect(await outbox(ctx)).toEqual([]);
    });
  });

  it("allows text within 24 hours of the customer's last message and refuses it after, while a template always goes", async () => {
    await rolledBack(async (ctx) => {
      await customerWrites(ctx, "971501234581", undefined, { msAgo: 23 * HOUR });
      expect((await sendText(ctx, { to: "971501234581", body: "Thanks for writing!" })).status).toBe("sent");

      const stale = await customerWrites(ctx, "971501234582", { type: "text", text: { body: "yesterday" } }, { msAgo: 25 * HOUR });
      if (stale.status !== "stored") throw new Error("not stored");
      const lastInboundAt = (await conversationRow(ctx, stale.conversationId)).lastInboundAt!;
      const err = await refusal(sendText(ctx, { to: "971501234582", body: "Still there?" }));
      expect(err).toMatchObject({
        code: "CONFLICT",
        details: { reason: "window_requires_template", lastInboundAt: lastInboundAt.toISOString(), windowExpiredAt: new Date(lastInboundAt.getTime() + 24 * HOUR).toISOString() },
      });
      expect(await ctx.tx.select().from(messages).where(and(eq(messages.conversationId, stale.conversationId), eq(messages.direction, "outbound")))).toEqual([]);
      // The refused text left the conversation as it was (the refusal rolled back to a savepoint).
      expect(await conversationRow(ctx, stale.conversationId)).toMatchObject({ lastMessagePreview: "yesterday", lastMessageDirection: "inbound" });

      const template = { kind: "template" as const, input: sendTemplateInput.parse({ to: "971501234582", templateName: "order_update", languageCode: "en_US" }) };
      const q = await queueOutbound(ctx, { inboxId: await defaultInboxId(ctx, "CHATAPP"), phone: "971501234582", summary: summarizeForStorage(template), isTemplate: true });
      expect(q.conversationId).toBe(stale.conversationId);
      expect((await messageRow(ctx, q.messageId)).status).toBe("queued");
    });
  });
});

describe("status callbacks", () => {
  /** An accepted outbound message, as the send path leaves it. */
  async function sentMessage(ctx: TxCtx, phone: string) {
    await customerWrites(ctx, phone);
    return sendText(ctx, { to: phone, body: "Your order has shipped." });
  }
  const status = (id: string, s: InboundStatus["status"], extra: Partial<InboundStatus> = {}): InboundStatus => ({ id, status: s, timestamp: unix(), recipient_id: "971501234590", ...extra });
  const statusEvents = async (ctx: TxCtx, messageId: string, event: string) =>
    (await outbox(ctx))
      .filter((e) => e.event === event && (e.payload as { message: { id: string } }).message?.id === messageId)
      .map((e) => {
        const p = e.payload as { message: { status: string }; previousStatus: string };
        return `${p.previousStatus}→${p.message.status}`;
      });

  it("moves sent → delivered → read, never backwards, with status events per change", async () => {
    await rolledBack(async (ctx) => {
      const sent = await sentMessage(ctx, "971501234590");
      expect(await applyChatappStatus({ ctx, status: status(sent.platformMessageId, "sent") })).toBe("unchanged");
      expect(await applyChatappStatus({ ctx, status: status(sent.platformMessageId, "delivered") })).toBe("applied");
      expect((await messageRow(ctx, sent.messageId)).status).toBe("delivered");
      expect(await applyChatappStatus({ ctx, status: status(sent.platformMessageId, "read") })).toBe("applied");
      // Late and out of order: a delivered, a sent, and a failure after read change nothing.
      expect(await applyChatappStatus({ ctx, status: status(sent.platformMessageId, "delivered") })).toBe("unchanged");
      expect(await applyChatappStatus({ ctx, status: status(sent.platformMessageId, "sent") })).toBe("unchanged");
      expect(await applyChatappStatus({ ctx, status: status(sent.platformMessageId, "failed", { errors: [{ code: 131047, title: "Re-engagement message" }] }) })).toBe("unchanged");

      const m = await messageRow(ctx, sent.messageId);
      expect(m).toMatchObject({ status: "read", error: null, failedAt: null });
      expect(m.deliveredAt).not.toBeNull();
      expect(m.readAt).not.toBeNull();
      expect(await statusEvents(ctx, sent.messageId, "chatapp.message.status_changed")).toEqual(["sent→delivered", "delivered→read"]);
      expect(await statusEvents(ctx, sent.messageId, "message.status_updated")).toEqual(["sent→delivered", "delivered→read"]);
    });
  });

  it("takes a read that comes without a delivered, and records a failure with the platform's reason", async () => {
    await rolledBack(async (ctx) => {
      const a = await sentMessage(ctx, "971501234591");
      expect(await applyChatappStatus({ ctx, status: status(a.platformMessageId, "read") })).toBe("applied");
      const read = await messageRow(ctx, a.messageId);
      expect(read.status).toBe("read");
      expect(read.deliveredAt).not.toBeNull();

      const b = await sentMessage(ctx, "971501234592");
      const failure = { code: 131047, title: "Re-engagement message", message: "Re-engagement message", error_data: { details: "More than 24 hours have passed since the customer last replied." } };
      expect(await applyChatappStatus({ ctx, status: status(b.platformMessageId, "failed", { errors: [failure] }) })).toBe("applied");
      const failed = await messageRow(ctx, b.messageId);
      expect(failed).toMatchObject({ status: "failed", error: { code: 131047, title: "Re-engagement message", message: expect.stringContaining("24 hours") } });
      expect(await statusEvents(ctx, b.messageId, "message.status_updated")).toEqual(["sent→failed"]);
      // Failed is final: a late delivered does not revive it.
      expect(await applyChatappStatus({ ctx, status: status(b.platformMessageId, "delivered") })).toBe("unchanged");
    });
  });

  it("never applies a status to another company's message, and ignores statuses it does not track", async () => {
    await rolledBack(async (ctx) => {
      const sent = await sentMessage(ctx, "971501234593");
      const other = await insertCompany(ctx.tx, { name: "Rival Traders", slug: `rival-${randomBytes(4).toString("hex")}` });
      expect(await applyChatappStatus({ ctx: { ...ctx, companyId: other.id }, status: status(sent.platformMessageId, "read") })).toBe("unknown");
      expect(await applyChatappStatus({ ctx, status: status(wamid(), "delivered") })).toBe("unknown");
      expect(await applyChatappStatus({ ctx, status: status(sent.platformMessageId, "deleted") })).toBe("ignored");
      expect((await messageRow(ctx, sent.messageId)).status).toBe("sent");
      expect(await statusEvents(ctx, sent.messageId, "chatapp.message.status_changed")).toEqual([]);
    });
  });
});
