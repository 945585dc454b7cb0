import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { Stream, type Ev } from "./support/live-stream";

/**
 * The live inbox's stream over HTTP (issue 30): what a company's tabs receive, and what they
 * never do. Each stream is read as EventSource would, with its own reader.
 */
const touches = (conversationId: string) => (e: Ev) => (e.event === "messages" || e.event === "conversations") && ((e.data.conversationIds as string[] | null) ?? []).includes(conversationId);

let a: TestCompany;
let b: TestCompany;
const open: Stream[] = [];
const stream = async (auth: string, lastEventId?: string) => {
  const s = await Stream.open(auth, lastEventId);
  open.push(s);
  return s;
};

beforeAll(async () => {
  [a, b] = await Promise.all([newCompany("livea"), newCompany("liveb")]);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

describe("the live stream", () => {
  it("pushes a customer's message to the company's tabs within a second, and to no other company's", async () => {
    const mine = await stream(a.ownerJwt);
    const theirs = await stream(b.ownerJwt);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    await mine.next((e) => e.event === "ready");
    await theirs.next((e) => e.event === "ready");

    const t = (await a.token(["messages:send", "conversations:read"])).token;
    // The route's first call loads its code; the second is the one timed, from its answer (the acknowledgement).
    await call("POST", "/api/v1/chatapp/sandbox/inbound", { token: t, body: { from: "+971501230000", text: "Warm-up" } });
    const wrote = await call<{ conversationId: string }>("POST", "/api/v1/chatapp/sandbox/inbound", { token: t, body: { from: "+971501230001", name: "Live", text: "Are you open?" } });
    const acked = Date.now();
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
    const ev = await mine.next(touches(wrote.body.conversationId));
    expect(Date.now() - acked).toBeLessThan(1_000);
    expect(ev.id).toMatch(/^[0-9a-f]+\.\d+$/);
    await new Promise((r) => setTimeout(r, 300));
    expect(theirs.events.some(touches(wrote.body.conversationId))).toBe(false);
    // Company B hears only of itself (its owner's own tab coming online).
    expect(theirs.events.filter((e) => e.event !== "ready" && !(e.event === "presence" && e.data.userId === b.owner.id))).toEqual([]);
  });

  it("replays what came after Last-Event-ID to the same company, never another's, even with the id guessed", async () => {
    const first = await stream(a.ownerJwt);
    const ready = await first.next((e) => e.event === "ready");
    first.close();
    const t = (await a.token(["messages:send"])).token;
    const wrote = await call<{ conversationId: string }>("POST", "/api/v1/chatapp/sandbox/inbound", { token: t, body: { from: "+971501230002", text: "While you were away" } });
    expect(wrote.status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));

    // The same company resumes from its last id: the message it missed comes first.
    const resumed = await stream(a.ownerJwt, ready.id!);
    await resumed.next(touches(wrote.body.conversationId));
    // Another company presenting that id (guessed or stolen) gets nothing of company A's.
    const guessed = await stream(b.ownerJwt, ready.id!);
    await guessed.next((e) => e.event === "ready");
    await new Promise((r) => setTimeout(r, 300));
    expect(guessed.events.some(touches(wrote.body.conversationId))).toBe(false);
    // An id the server does not hold: resync, so the tab refetches rather than misses.
    const stale = await stream(a.ownerJwt, "deadbeef.1");
    await stale.next((e) => e.event === "resync");
  });

  it("needs conversations:read, and answers an unauthenticated caller 401", async () => {
    const noRead = (await a.token(["contacts:read"])).token;
    const refused = await call("GET", "/api/v1/live", { token: noRead });
    expect(expectError(refused, 403, "INSUFFICIENT_PERMISSIONS").details).toMatchObject({ requiredScope: "conversations:read" });
    const anon = await fetch(`${inject("baseUrl")}/api/v1/live`);
    expect(anon.status).toBe(401);
    await anon.text();
  });

  it("tells teammates who is replying, and nobody in another company", async () => {
    const agent = await a.jwtAs("agent");
    const watching = await stream(a.ownerJwt);
    const other = await stream(b.ownerJwt);
    await watching.next((e) => e.event === "ready");
    const t = (await a.token(["messages:send"])).token;
    const wrote = await call<{ conversationId: string }>("POST", "/api/v1/chatapp/sandbox/inbound", { token: t, body: { from: "+971501230003", text: "Hello?" } });
    const typing = await call("POST", `/api/v1/conversations/${wrote.body.conversationId}/typing`, { token: agent.jwt, body: { state: "start" } });
    expect(typing.status, JSON.stringify(typing.body)).toBe(200);
    const ev = await watching.next((e) => e.event === "typing");
    expect(ev.data).toMatchObject({ conversationId: wrote.body.conversationId, from: "agent", userId: agent.userId, name: "A agent", state: "start" });
    expect(other.events.some((e) => e.event === "typing")).toBe(false);
    // Another company's conversation id is a 404, and a bad state a 400 naming it.
    expectError(await call("POST", `/api/v1/conversations/${wrote.body.conversationId}/typing`, { token: b.ownerJwt, body: { state: "start" } }), 404, "NOT_FOUND");
    const bad = expectError(await call("POST", `/api/v1/conversations/${wrote.body.conversationId}/typing`, { token: agent.jwt, body: { state: "maybe" } }), 400, "VALIDATION_ERROR");
    expect(bad.details).toMatchObject({ fields: [{ path: "state" }] });
  });

  it("shows a member online while a tab is open, away when set, and refuses presence to API tokens", async () => {
    const agent = await a.jwtAs("agent");
    const before = await call<{ data: { userId: string; status: string }[] }>("GET", "/api/v1/presence", { token: a.ownerJwt });
    expect(before.body.data.find((m) => m.userId === agent.userId)?.status).toBe("offline");

    const watching = await stream(a.ownerJwt);
    await watching.next((e) => e.event === "ready");
    const tab = await stream(agent.jwt);
    await watching.next((e) => e.event === "presence" && e.data.userId === agent.userId && e.data.status === "online");
    const away = await call<{ status: string }>("POST", "/api/v1/me/presence", { token: agent.jwt, body: { status: "away" } });
    expect(away.body.status).toBe("away");
    await watching.next((e) => e.event === "presence" && e.data.userId === agent.userId && e.data.status === "away");
    const listed = await call<{ data: { userId: string; status: string }[] }>("GET", "/api/v1/presence", { token: a.ownerJwt });
    expect(listed.body.data.find((m) => m.userId === agent.userId)?.status).toBe("away");
    // Company B sees none of company A's members.
    const theirs = await call<{ data: { userId: string }[] }>("GET", "/api/v1/presence", { token: b.ownerJwt });
    expect(theirs.body.data.some((m) => m.userId === agent.userId)).toBe(false);

    await call("POST", "/api/v1/me/presence", { token: agent.jwt, body: { status: "online" } });
    tab.close();
    await watching.next((e) => e.event === "presence" && e.data.userId === agent.userId && e.data.status === "offline");

    const token = (await a.token(["conversations:read"])).token;
    expect((await call("POST", "/api/v1/me/presence", { token, body: { active: true } })).status).toBe(401);
  });

  it("keeps each person's notification choices, defaults filled in", async () => {
    const agent = await a.jwtAs("agent");
    const got = await call<Record<string, boolean>>("GET", "/api/v1/me/notification-preferences", { token: agent.jwt });
    expect(got.body).toEqual({ newConversation: true, assignedMessage: true, mention: true, sound: false });
    const put = await call<Record<string, boolean>>("PUT", "/api/v1/me/notification-preferences", { token: agent.jwt, body: { sound: true, newConversation: false } });
    expect(put.body).toEqual({ newConversation: false, assignedMessage: true, mention: true, sound: true });
    const owner = await call<Record<string, boolean>>("GET", "/api/v1/me/notification-preferences", { token: a.ownerJwt });
    expect(owner.body.sound).toBe(false);
    const bad = expectError(await call("PUT", "/api/v1/me/notification-preferences", { token: agent.jwt, body: { loud: true } }), 400, "VALIDATION_ERROR");
    expect(JSON.stringify(bad.details)).toContain("loud");
  });
});
