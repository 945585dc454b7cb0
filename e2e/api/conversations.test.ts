import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, messages } from "@/db/schema";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { inbound, outboxEvents, postCallback, sandboxNumber } from "./support/chatapp";

type Conv = { id: string; status: string; unreadCount: number; assignedAgent: { id: string; name: string } | null; contact: { id: string; phone: string } };
type Page<T> = { data: T[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

let co: TestCompany;
let read: string;
let write: string;
let seq = 0;
const phone = () => `96650${String(Date.now()).slice(-5)}${String(++seq).padStart(2, "0")}`;

async function customerWrites(text = "hello", from = phone()) {
  await postCallback(inbound(sandboxNumber(co.companyId), from, { type: "text", text: { body: text } }));
  const list = await call<Page<Conv>>("GET", `/api/v1/conversations?q=${from}&status=OPEN`, { token: read });
  return list.body.data[0];
}

beforeAll(async () => {
  co = await newCompany("conv");
});
// Fresh tokens per test: one token is limited to 60 requests a minute.
beforeEach(async () => {
  read = (await co.token(["conversations:read"])).token;
  write = (await co.token(["conversations:write", "conversations:read"])).token;
});

describe("conversation lifecycle", () => {
  it("closes, reopens, resolves, with 409 for moves the state does not allow, and the events of each", async () => {
    const c = await customerWrites();
    const path = `/api/v1/conversations/${c.id}`;
    expect((await call<Conv>("POST", `${path}/close`, { token: write })).body.status).toBe("CLOSED");
    const again = expectError(await call("POST", `${path}/close`, { token: write }), 409, "CONFLICT");
    expect(again.details).toMatchObject({ status: "CLOSED" });
    expect((await call<Conv>("POST", `${path}/reopen`, { token: write })).body.status).toBe("OPEN");
    expectError(await call("POST", `${path}/reopen`, { token: write }), 409, "CONFLICT");
    const resolved = await call<Conv & { resolvedAt: string }>("POST", `${path}/resolve`, { token: write });
    expect(resolved.body.status).toBe("RESOLVED");
    expect(resolved.body.resolvedAt).toBeTruthy();
    expectError(await call("POST", `${path}/resolve`, { token: write }), 409, "CONFLICT");

    const events = (await outboxEvents(co.companyId)).filter((e) => (e.payload as { conversation?: { id: string } }).conversation?.id === c.id).map((e) => e.event);
    expect(events).toEqual(["conversation.created", "conversation.opened", "conversation.closed", "conversation.opened", "conversation.resolved", "conversation.closed"]);
  });

  it("refuses to reopen when the contact already has another open conversation", async () => {
    const from = phone();
    const first = await customerWrites("one", from);
    await call("POST", `/api/v1/conversations/${first.id}/close`, { token: write });
    await customerWrites("two", from); // opens a second conversation
    const res = expectError(await call("POST", `/api/v1/conversations/${first.id}/reopen`, { token: write }), 409, "CONFLICT");
    expect(res.details).toMatchObject({ reason: "open_conversation_exists" });
  });

  it("assigns to an agent of the company (conversation.assigned), refuses strangers, unassigns, and marks read", async () => {
    const c = await customerWrites();
    const agent = await co.jwtAs("agent");
    const assigned = await call<Conv>("POST", `/api/v1/conversations/${c.id}/assign`, { token: write, body: { agentId: agent.userId } });
    expect(assigned.body.assignedAgent).toEqual({ id: agent.userId, name: "A agent" });
    const other = await newCompany("conv-other");
    const stranger = await other.jwtAs("agent");
    const bad = expectError(await call("POST", `/api/v1/conversations/${c.id}/assign`, { token: write, body: { agentId: stranger.userId } }), 400, "VALIDATION_ERROR");
    expect(bad.message).toContain("agentId");
    expectError(await call("POST", `/api/v1/conversations/${c.id}/assign`, { token: write, body: {} }), 400, "VALIDATION_ERROR");

    // The agent's own view: assignee=me.
    const mine = await call<Page<Conv>>("GET", "/api/v1/conversations?assignee=me", { authorization: `Bearer ${agent.jwt}` });
    expect(mine.body.data.map((x) => x.id)).toEqual([c.id]);

    expect((await call<Conv>("POST", `/api/v1/conversations/${c.id}/unassign`, { token: write })).body.assignedAgent).toBeNull();
    expect(c.unreadCount).toBe(1);
    expect((await call<Conv>("POST", `/api/v1/conversations/${c.id}/read`, { token: write })).body.unreadCount).toBe(0);
    const assignedEvents = (await outboxEvents(co.companyId, "conversation.assigned")).filter((e) => (e.payload as { conversation: { id: string } }).conversation.id === c.id);
    expect(assignedEvents).toHaveLength(1);
  });

  it("answers 404 for another company's conversation and for unknown ids", async () => {
    const c = await customerWrites();
    const other = await newCompany("conv-404");
    const t = (await other.token(["conversations:read", "conversations:write"])).token;
    expectError(await call("GET", `/api/v1/conversations/${c.id}`, { token: t }), 404, "NOT_FOUND");
    expectError(await call("GET", `/api/v1/conversations/${c.id}/messages`, { token: t }), 404, "NOT_FOUND");
    expectError(await call("POST", `/api/v1/conversations/${c.id}/close`, { token: t }), 404, "NOT_FOUND");
    expectError(await call("GET", "/api/v1/conversations/cnv_nope", { token: read }), 404, "NOT_FOUND");
  });
});

describe("GET /api/v1/conversations filters", () => {
  it("filters by status, assignee, unread, contact and channel, newest activity first, with pages", async () => {
    const f = await newCompany("conv-list");
    const r = (await f.token(["conversations:read", "conversations:write"])).token;
    const agent = await f.jwtAs("agent");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const from = `4479${String(Date.now()).slice(-6)}${i}`;
      await postCallback(inbound(sandboxNumber(f.companyId), from, { type: "text", text: { body: `m${i}` } }));
      const list = await call<Page<Conv>>("GET", `/api/v1/conversations?q=${from}`, { token: r });
      ids.push(list.body.data[0].id);
    }
    await call("POST", `/api/v1/conversations/${ids[0]}/close`, { token: r });
    await call("POST", `/api/v1/conversations/${ids[1]}/assign`, { token: r, body: { agentId: agent.userId } });
    await call("POST", `/api/v1/conversations/${ids[2]}/read`, { token: r });

    const get = async (qs: string) => (await call<Page<Conv>>("GET", `/api/v1/conversations?${qs}`, { token: r })).body;
    expect((await get("")).data.map((c) => c.id)).toEqual([...ids].reverse());
    expect((await get("status=OPEN")).data.map((c) => c.id).sort()).toEqual(ids.slice(1).sort());
    expect((await get("status=CLOSED,RESOLVED")).data.map((c) => c.id)).toEqual([ids[0]]);
    expect((await get(`assignee=${agent.userId}`)).data.map((c) => c.id)).toEqual([ids[1]]);
    expect((await get("assignee=unassigned")).data.map((c) => c.id).sort()).toEqual([ids[0], ids[2], ids[3], ids[4]].sort());
    expect((await get("unread=true")).data.map((c) => c.id).sort()).toEqual([ids[0], ids[1], ids[3], ids[4]].sort());
    expect((await get("channel=PHOTOAPP")).data).toEqual([]);
    const page2 = await get("limit=2&page=2");
    expect(page2.pagination).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(page2.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const bad = expectError(await call("GET", "/api/v1/conversations?status=PENDING", { token: r }), 400, "VALIDATION_ERROR");
    expect(bad.message).toContain("status");
  });
});

describe("GET /api/v1/conversations/{id}/messages", () => {
  it("pages newest first by cursor without gaps or repeats", async () => {
    const from = phone();
    for (let i = 0; i < 7; i++) await postCallback(inbound(sandboxNumber(co.companyId), from, { type: "text", text: { body: `n${i}` } }));
    const c = (await call<Page<Conv>>("GET", `/api/v1/conversations?q=${from}`, { token: read })).body.data[0];
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const qs: string = before ? `limit=3&before=${before}` : "limit=3";
      const page: { body: { data: { text: string }[]; pagination: { nextCursor: string | null } } } = await call("GET", `/api/v1/conversations/${c.id}/messages?${qs}`, { token: read });
      seen.push(...page.body.data.map((m) => m.text));
      before = page.body.pagination.nextCursor;
    } while (before);
    expect(seen).toEqual(["n6", "n5", "n4", "n3", "n2", "n1", "n0"]);
    expectError(await call("GET", `/api/v1/conversations/${c.id}/messages?before=msg_unknown`, { token: read }), 400, "VALIDATION_ERROR");
  });
});

describe("deleting a contact", () => {
  it("deletes its conversations and their messages with it", async () => {
    const c = await customerWrites("delete me");
    const del = await call("DELETE", `/api/v1/contacts/${c.contact.id}`, { token: (await co.token(["contacts:write"])).token });
    expect(del.status).toBe(200);
    expect(await getDb().select().from(conversations).where(eq(conversations.id, c.id))).toEqual([]);
    expect(await getDb().select().from(messages).where(eq(messages.conversationId, c.id))).toEqual([]);
  });
});
