import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { Stream } from "./support/live-stream";

/** /api/v1/teams over HTTP, and auto-assignment end to end: a customer writes, an online team member gets the conversation. */
type Team = { id: string; name: string; description: string | null; members: { id: string }[]; inboxes: { id: string }[]; openConversations: number };
type Conversation = { id: string; assignedAgent: { id: string } | null; team: { id: string; name: string } | null };

let co: TestCompany;
let other: TestCompany;
const streams: Stream[] = [];
const BASE = "/api/v1/teams";
let n = 0;
const name = (base: string) => `${base} ${Date.now().toString(36)}${++n}`;

beforeAll(async () => {
  co = await newCompany("teams");
  other = await newCompany("teams-other");
});
afterAll(() => streams.forEach((s) => s.close()));

describe("teams", () => {
  it("creates with members, renames, adds and removes members, and deletes", async () => {
    const t = (await co.token(["teams:read", "teams:write"])).token;
    const ana = await co.jwtAs("agent");
    const ben = await co.jwtAs("agent");
    const made = await call<Team>("POST", BASE, { token: t, body: { name: " Sales KSA ", description: "Arabic sales", memberIds: [ana.userId] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ name: "Sales KSA", description: "Arabic sales", members: [{ id: ana.userId }], inboxes: [], openConversations: 0 });

    const added = await call<Team>("POST", `${BASE}/${made.body.id}/members`, { token: t, body: { userIds: [ben.userId, ana.userId] } });
    expect(added.body.members.map((m) => m.id).sort()).toEqual([ana.userId, ben.userId].sort());
    const removed = await call<Team>("DELETE", `${BASE}/${made.body.id}/members/${ana.userId}`, { token: t });
    expect(removed.body.members.map((m) => m.id)).toEqual([ben.userId]);
    expectError(await call("DELETE", `${BASE}/${made.body.id}/members/${ana.userId}`, { token: t }), 404, "NOT_FOUND");

    const renamed = await call<Team>("PATCH", `${BASE}/${made.body.id}`, { token: t, body: { name: "Sales GCC", description: null } });
    expect(renamed.body).toMatchObject({ name: "Sales GCC", description: null });
    expect((await call<{ data: Team[] }>("GET", BASE, { token: t })).body.data.map((x) => x.id)).toContain(made.body.id);
    expect((await call("DELETE", `${BASE}/${made.body.id}`, { token: t })).body).toEqual({ id: made.body.id, deleted: true });
    expectError(await call("GET", `${BASE}/${made.body.id}`, { token: t }), 404, "NOT_FOUND");
  });

  it("answers 4xx naming the problem: a taken name in any case, unknown users, bad bodies", async () => {
    const t = (await co.token(["teams:read", "teams:write"])).token;
    const taken = name("Billing");
    await call("POST", BASE, { token: t, body: { name: taken } });
    expect(expectError(await call("POST", BASE, { token: t, body: { name: taken.toUpperCase() } }), 409, "CONFLICT").details).toMatchObject({ field: "name" });
    const stranger = await other.jwtAs("agent");
    const unknown = expectError(await call("POST", BASE, { token: t, body: { name: name("X"), memberIds: [stranger.userId] } }), 400, "VALIDATION_ERROR");
    expect(JSON.stringify(unknown.details)).toContain("memberIds");
    const bad = expectError(await call("POST", BASE, { token: t, body: { name: "", extra: 1 } }), 400, "VALIDATION_ERROR");
    expect(JSON.stringify(bad.details)).toMatch(/name/);
    expectError(await call("PATCH", `${BASE}/team_missing`, { token: t, body: {} }), 400, "VALIDATION_ERROR");
  });

  it("lets agents read teams but not shape them, and hides another company's", async () => {
    const made = await call<Team>("POST", BASE, { token: co.ownerJwt, body: { name: name("Support") } });
    const agent = await co.jwtAs("agent");
    expect((await call("GET", `${BASE}/${made.body.id}`, { token: agent.jwt })).status).toBe(200);
    expectError(await call("POST", BASE, { token: agent.jwt, body: { name: name("Mine") } }), 403, "INSUFFICIENT_PERMISSIONS");
    expectError(await call("GET", `${BASE}/${made.body.id}`, { token: other.ownerJwt }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `${BASE}/${made.body.id}`, { token: other.ownerJwt }), 404, "NOT_FOUND");
  });
});

describe("auto-assignment over HTTP", () => {
  it("a customer writes to an inbox with a team and round-robin: the team's online agent gets the conversation", async () => {
    const admin = co.ownerJwt;
    const online = await co.jwtAs("agent");
    const offline = await co.jwtAs("agent");
    const team = await call<Team>("POST", BASE, { token: admin, body: { name: name("Front desk"), memberIds: [online.userId, offline.userId] } });
    const inboxes = await call<{ data: { id: string; isDefault: boolean }[] }>("GET", "/api/v1/inboxes?channel=chatapp", { token: admin });
    const inbox = inboxes.body.data.find((i) => i.isDefault)!;
    const set = await call<{ teamId: string; settings: Record<string, unknown> }>("PATCH", `/api/v1/inboxes/${inbox.id}`, { token: admin, body: { teamId: team.body.id, settings: { assignment: { mode: "round_robin" } } } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ teamId: team.body.id, settings: { assignment: { mode: "round_robin", unassignWhenOffline: false } } });
    // A bad assignment setting is named by its path.
    const bad = expectError(await call("PATCH", `/api/v1/inboxes/${inbox.id}`, { token: admin, body: { settings: { assignment: { mode: "capacity" } } } }), 400, "VALIDATION_ERROR");
    expect(JSON.stringify(bad.details)).toContain("settings.assignment.capacity");

    // The agent's dashboard tab holds a stream: they are online.
    const tab = await Stream.open(online.jwt);
    streams.push(tab);
    await tab.next((e) => e.event === "ready");

    const t = (await co.token(["messages:send", "conversations:read"])).token;
    const wrote = await call<{ conversationId: string }>("POST", "/api/v1/chatapp/sandbox/inbound", { token: t, body: { from: "+971501239901", text: "Hi, anyone there?" } });
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
    let conversation: Conversation | undefined;
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      conversation = (await call<Conversation>("GET", `/api/v1/conversations/${wrote.body.conversationId}`, { token: t })).body;
      if (conversation.assignedAgent) break;
    }
    expect(conversation?.assignedAgent?.id).toBe(online.userId);
    expect(conversation?.team).toMatchObject({ id: team.body.id });
    expect((await call<Team>("GET", `${BASE}/${team.body.id}`, { token: admin })).body).toMatchObject({ openConversations: 1, inboxes: [{ id: inbox.id }] });

    // Assigning by hand to a team: the conversation's team changes, the list filters by it.
    const other = await call<Team>("POST", BASE, { token: admin, body: { name: name("Escalations") } });
    const moved = await call<Conversation>("POST", `/api/v1/conversations/${wrote.body.conversationId}/assign`, { token: admin, body: { teamId: other.body.id } });
    expect(moved.body).toMatchObject({ team: { id: other.body.id }, assignedAgent: { id: online.userId } });
    const filtered = await call<{ data: Conversation[] }>("GET", `/api/v1/conversations?teamId=${other.body.id}`, { token: admin });
    expect(filtered.body.data.map((c) => c.id)).toEqual([wrote.body.conversationId]);
    expectError(await call("POST", `/api/v1/conversations/${wrote.body.conversationId}/assign`, { token: admin, body: {} }), 400, "VALIDATION_ERROR");
    await call("PATCH", `/api/v1/inboxes/${inbox.id}`, { token: admin, body: { teamId: null, settings: { assignment: null } } });
  });
});
