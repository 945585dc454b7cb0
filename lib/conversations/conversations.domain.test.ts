import { randomBytes } from "node:crypto";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, eventOutbox } from "@/db/schema";
import { insertCompany, insertUser } from "@/lib/company/create-company";
import type { TxCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { writeInboundMessages } from "@/lib/channels/chatapp/messaging/thread";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { assignConversation, closeConversation, markConversationRead, reopenConversation, resolveConversation, unassignConversation } from "./change-conversation";
import { getConversationOrThrow } from "./get-conversation";
import { listConversations } from "./list-conversations";
import { listMessages } from "./list-messages";
import { listConversationsQuery, type PresentedConversation } from "./schemas";

const wamid = () => `wamid.DOMAIN${randomBytes(10).toString("hex").toUpperCase()}`;

/** A customer's text through the inbound path's statement: contact and open conversation found or created. */
async function customerWrites(ctx: TxCtx, phone: string, name: string, text = "Hello, is my order on its way?") {
  const [row] = await writeInboundMessages(ctx.tx, { companyId: ctx.companyId, inboxId: await defaultInboxId(ctx, "CHATAPP") }, [
    { phone, name, at: new Date(), preview: text, unread: 1, message: { id: newId("msg"), type: "text", text, content: { text: { body: text } }, platformMessageId: wamid() } },
  ]);
  return row!;
}

async function conversationEvents(ctx: TxCtx, conversationId: string) {
  const rows = await ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId)).orderBy(asc(eventOutbox.id));
  return rows
    .map((r) => ({ event: r.event, payload: r.payload as { channel: string; conversation?: PresentedConversation } }))
    .filter((r) => r.payload.conversation?.id === conversationId);
}

const query = (q: Record<string, string> = {}) => listConversationsQuery.parse(q);

describe("conversation state changes", () => {
  it("closes, reopens and resolves, refusing moves the state does not allow with a 409 naming the state", async () => {
    await rolledBack(async (ctx) => {
      const { conversation_id: id } = await customerWrites(ctx, "966501234501", "Layla Haddad");

      const closed = await closeConversation({ ctx, id });
      expect(closed).toMatchObject({ id, status: "CLOSED", resolvedAt: null });
      expect(closed.closedAt).not.toBeNull();
      const again = await refusal(closeConversation({ ctx, id }));
      expect(again).toMatchObject({ code: "CONFLICT", status: 409, details: { status: "CLOSED" } });

      const reopened = await reopenConversation({ ctx, id });
      expect(reopened).toMatchObject({ status: "OPEN", closedAt: null, resolvedAt: null });
      expect((await refusal(reopenConversation({ ctx, id }))).details).toEqual({ status: "OPEN" });

      const resolved = await resolveConversation({ ctx, id });
      expect(resolved.status).toBe("RESOLVED");
      expect(resolved.resolvedAt).not.toBeNull();
      expect((await refusal(resolveConversation({ ctx, id }))).details).toEqual({ status: "RESOLVED" });
      expect((await refusal(closeConversation({ ctx, id }))).details).toEqual({ status: "RESOLVED" });

      // Resolve is allowed from CLOSED too.
      await reopenConversation({ ctx, id });
      await closeConversation({ ctx, id });
      expect((await resolveConversation({ ctx, id })).status).toBe("RESOLVED");
      const [row] = await ctx.tx.select().from(conversations).where(eq(conversations.id, id));
      expect(row!.status).toBe("RESOLVED");
    });
  });

  it("emits one outbox event per change carrying the conversation as it is after it, and none for a refused move", async () => {
    await rolledBack(async (ctx) => {
      const { conversation_id: id } = await customerWrites(ctx, "966501234502", "Omar Farouk");
      await closeConversation({ ctx, id });
      expect((await refusal(closeConversation({ ctx, id }))).code).toBe("CONFLICT");
      await reopenConversation({ ctx, id });
      await resolveConversation({ ctx, id });
      expect((await refusal(resolveConversation({ ctx, id }))).code).toBe("CONFLICT");
      const events = await conversationEvents(ctx, id);
      expect(events.map((e) => [e.event, e.payload.conversation!.status])).toEqual([
        ["conversation.closed", "CLOSED"],
        ["conversation.opened", "OPEN"],
        // The catalog's conversation.closed means "closed or resolved": resolving emits both.
        ["conversation.resolved", "RESOLVED"],
        ["conversation.closed", "RESOLVED"],
      ]);
      for (const e of events) expect(e.payload.channel).toBe("chatapp");
    });
  });

  it("answers a state 409 and leaves the caller's transaction usable", async () => {
    await rolledBack(async (ctx) => {
      const { conversation_id: id } = await customerWrites(ctx, "966501234503", "Nadia Karim");
      await closeConversation({ ctx, id });
      await expect(closeConversation({ ctx, id })).rejects.toMatchObject({ code: "CONFLICT" });
      expect((await reopenConversation({ ctx, id })).status).toBe("OPEN");
    });
  });

  it("refuses to reopen while the contact has another open conversation on the channel, and the caller's transaction stays usable", async () => {
    await rolledBack(async (ctx) => {
      const first = await customerWrites(ctx, "966501234504", "Yusuf Rahman", "First question");
      await closeConversation({ ctx, id: first.conversation_id });
      const second = await customerWrites(ctx, "966501234504", "Yusuf Rahman", "A new question");
      expect(second.conversation_created).toBe(true);
      expect(second.conversation_id).not.toBe(first.conversation_id);

      // The one-open-conversation index refuses the update: a database error, under a savepoint.
      const err = await refusal(reopenConversation({ ctx, id: first.conversation_id }));
      expect(err).toMatchObject({ code: "CONFLICT", details: { reason: "open_conversation_exists" } });

      expect((await getConversationOrThrow({ ctx, id: first.conversation_id })).status).toBe("CLOSED");
      expect((await closeConversation({ ctx, id: second.conversation_id })).status).toBe("CLOSED");
      expect((await reopenConversation({ ctx, id: first.conversation_id })).status).toBe("OPEN");
      expect((await conversationEvents(ctx, first.conversation_id)).map((e) => e.event)).toEqual(["conversation.closed", "conversation.opened"]);
    });
  });

  it("assigns to an agent of the company with conversation.assigned, refuses a stranger naming agentId, unassigns and marks read", async () => {
    await rolledBack(async (ctx) => {
      const { conversation_id: id } = await customerWrites(ctx, "966501234505", "Samira Aziz");
      const agent = await insertUser(ctx.tx, { companyId: ctx.companyId, name: "Amira Haddad", email: "amira.haddad@domain.test", password: "agent-password-1", role: "agent" });
      const assigned = await assignConversation({ ctx, id, agentId: agent.id });
      expect(assigned.assignedAgent).toEqual({ id: agent.id, name: "Amira Haddad" });

      const other = await insertCompany(ctx.tx, { name: "Rival Traders", slug: `rival-${randomBytes(4).toString("hex")}` });
      const stranger = await insertUser(ctx.tx, { companyId: other.id, name: "Karl Stranger", email: "karl.stranger@domain.test", password: "agent-password-2", role: "agent" });
      const bad = await refusal(assignConversation({ ctx, id, agentId: stranger.id }));
      expect(bad.code).toBe("VALIDATION_ERROR");
      expect(bad.message).toContain("agentId");
      expect((await getConversationOrThrow({ ctx, id })).assignedAgent?.id).toBe(agent.id);

      expect((await unassignConversation({ ctx, id })).assignedAgent).toBeNull();
      expect((await getConversationOrThrow({ ctx, id })).unreadCount).toBe(1);
      expect((await markConversationRead({ ctx, id })).unreadCount).toBe(0);
      // Unassign and read have no catalog event; assign has one.
      expect((await conversationEvents(ctx, id)).map((e) => e.event)).toEqual(["conversation.assigned"]);
    });
  });
});

describe("the inbox list", () => {
  it("filters by status, channel, assignee (me, unassigned, an agent), unread, contact and text; newest activity first, with pages", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const agent = await insertUser(ctx.tx, { companyId: ctx.companyId, name: "Hassan Ali", email: "hassan.ali@domain.test", password: "agent-password-3", role: "agent" });
      const people = [
        ["966501230001", "Fatima Zahra"],
        ["966501230002", "Khalid Mansour"],
        ["966501230003", "Rania Salem"],
        ["966501230004", "Tariq Nasser"],
      ] as const;
      const rows = [];
      for (const [phone, name] of people) rows.push(await customerWrites(ctx, phone, name));
      const ids = rows.map((r) => r.conversation_id);
      // A conversation on another channel, for the channel filter.
      const photo = newId("cnv");
      await ctx.tx.insert(conversations).values({ id: photo, companyId: ctx.companyId, contactId: rows[3]!.contact_id, channel: "PHOTOAPP", inboxId: await defaultInboxId(ctx, "PHOTOAPP"), lastMessageAt: new Date(Date.now() - 3_600_000), lastMessagePreview: "Saw your post" });

      await closeConversation({ ctx, id: ids[0]! });
      await resolveConversation({ ctx, id: ids[1]! });
      await assignConversation({ ctx, id: ids[2]!, agentId: agent.id });
      await assignConversation({ ctx, id: ids[3]!, agentId: userId });
      await markConversationRead({ ctx, id: ids[3]! });

      // Someone else's inbox never shows.
      const other = await insertCompany(ctx.tx, { name: "Rival Traders", slug: `rival-${randomBytes(4).toString("hex")}` });
      await customerWrites({ ...ctx, companyId: other.id }, "966501230009", "Not Yours");

      const list = async (q: Record<string, string> = {}) => (await listConversations({ ctx, query: query(q) })).data.map((c) => c.id);
      // Newest activity first; the photoapp one had its last message an hour ago.
      expect(await list()).toEqual([...ids].reverse().concat(photo));
      expect((await list({ status: "OPEN" })).sort()).toEqual([ids[2], ids[3], photo].sort());
      expect((await list({ status: "CLOSED,RESOLVED" })).sort()).toEqual([ids[0], ids[1]].sort());
      expect(await list({ channel: "PHOTOAPP" })).toEqual([photo]);
      expect((await list({ channel: "CHATAPP" })).sort()).toEqual([...ids].sort());
      expect(await list({ assignee: "me" })).toEqual([ids[3]]);
      expect(await list({ assignee: agent.id })).toEqual([ids[2]]);
      expect((await list({ assignee: "unassigned" })).sort()).toEqual([ids[0], ids[1], photo].sort());
      expect((await list({ unread: "true" })).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
      expect((await list({ contactId: rows[3]!.contact_id })).sort()).toEqual([ids[3], photo].sort());
      expect(await list({ q: "rania" })).toEqual([ids[2]]);
      expect(await list({ q: "966501230002" })).toEqual([ids[1]]);
      expect(await list({ status: "OPEN", channel: "CHATAPP", assignee: "me" })).toEqual([ids[3]]);

      const page2 = await listConversations({ ctx, query: query({ limit: "2", page: "2" }) });
      expect(page2.pagination).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
      expect(page2.data.map((c) => c.id)).toEqual([ids[1], ids[0]]);
    });
  });

  it("pages a conversation's messages newest first by cursor, refusing a cursor from another conversation", async () => {
    await rolledBack(async (ctx) => {
      let id = "";
      for (const text of ["one", "two", "three"]) id = (await customerWrites(ctx, "966501230011", "Mona Fahd", text)).conversation_id;
      const first = await listMessages({ ctx, conversationId: id, query: { limit: 2 } });
      expect(first.data.map((m) => m.text)).toEqual(["three", "two"]);
      const rest = await listMessages({ ctx, conversationId: id, query: { limit: 2, before: first.pagination.nextCursor! } });
      expect(rest.data.map((m) => m.text)).toEqual(["one"]);
      expect(rest.pagination.nextCursor).toBeNull();

      const elsewhere = await customerWrites(ctx, "966501230012", "Zaid Omar");
      const [foreignMsg] = (await listMessages({ ctx, conversationId: elsewhere.conversation_id, query: { limit: 1 } })).data;
      const bad = await refusal(listMessages({ ctx, conversationId: id, query: { limit: 2, before: foreignMsg!.id } }));
      expect(bad.code).toBe("VALIDATION_ERROR");
      expect(bad.message).toContain("before");
    });
  });
});

describe("tenancy", () => {
  it("answers NOT_FOUND for another company's conversation on every verb and changes nothing", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const other = await insertCompany(ctx.tx, { name: "Rival Traders", slug: `rival-${randomBytes(4).toString("hex")}` });
      const theirs = await customerWrites({ ...ctx, companyId: other.id }, "966501239999", "Their Customer");
      const id = theirs.conversation_id;
      // One after another: the verbs share the test's transaction.
      const attempts: (() => Promise<unknown>)[] = [
        () => getConversationOrThrow({ ctx, id }),
        () => closeConversation({ ctx, id }),
        () => resolveConversation({ ctx, id }),
        () => reopenConversation({ ctx, id }),
        () => assignConversation({ ctx, id, agentId: userId }),
        () => unassignConversation({ ctx, id }),
        () => markConversationRead({ ctx, id }),
        () => listMessages({ ctx, conversationId: id, query: { limit: 10 } }),
      ];
      for (const attempt of attempts) expect((await refusal(attempt())).code).toBe("NOT_FOUND");
      const [row] = await ctx.tx.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toMatchObject({ status: "OPEN", assignedAgentId: null, unreadCount: 1 });
      expect(await conversationEvents({ ...ctx, companyId: other.id }, id)).toEqual([]);
      expect((await listConversations({ ctx, query: query() })).data).toEqual([]);
    });
  });
});
