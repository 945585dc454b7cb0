import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { inbound, postCallback, sandboxNumber, waitFor } from "./support/chatapp";

/** Labels, snooze, bulk actions and macros over HTTP: contracts, 400s naming the field, scopes, tenancy, and the snooze job. */
type Label = { id: string; name: string; color: string; conversationCount: number };
type Conv = { id: string; status: string; labels: { id: string; name: string; color: string }[]; snooze: { until: string | null; untilReply: boolean } | null };
type Page<T> = { data: T[]; pagination: { total: number } };
type Fields = { fields: { path: string; message: string }[] };

let co: TestCompany;
let other: TestCompany;
let read: string;
let write: string;
let seq = 0;
const phone = () => `96651${String(Date.now()).slice(-5)}${String(++seq).padStart(2, "0")}`;
const paths = (details: unknown) => (details as Fields).fields.map((f) => f.path);

async function customerWrites(company = co, token = read) {
  const from = phone();
  await postCallback(inbound(sandboxNumber(company.companyId), from, { type: "text", text: { body: "hello" } }));
  return waitFor(async () => (await call<Page<Conv>>("GET", `/api/v1/conversations?q=${from}`, { token })).body.data[0]);
}

beforeAll(async () => {
  co = await newCompany("tools");
  other = await newCompany("tools-other");
});
// Fresh tokens per test: one token is limited to 60 requests a minute.
beforeEach(async () => {
  read = (await co.token(["conversations:read"])).token;
  write = (await co.token(["conversations:read", "conversations:write", "labels:write", "macros:write"])).token;
});

describe("labels", () => {
  it("are created, put on a conversation, filter the list, and come off", async () => {
    const made = await call<Label>("POST", "/api/v1/labels", { token: write, body: { name: `billing-${seq}`, color: "#1F6FEB" } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ color: "#1f6feb", conversationCount: 0 });
    expect(made.body.id).toMatch(/^lbl_/);
    expectError(await call("POST", "/api/v1/labels", { token: write, body: { name: made.body.name.toUpperCase() } }), 409, "CONFLICT");

    const c = await customerWrites();
    const labelled = await call<Conv>("POST", `/api/v1/conversations/${c.id}/labels`, { token: write, body: { labelIds: [made.body.id] } });
    expect(labelled.body.labels).toEqual([{ id: made.body.id, name: made.body.name, color: "#1f6feb" }]);
    const filtered = await call<Page<Conv>>("GET", `/api/v1/conversations?labelId=${made.body.id}`, { token: read });
    expect(filtered.body.data.map((x) => x.id)).toEqual([c.id]);

    const analytics = (await co.token(["analytics:read"])).token;
    const counted = await call<{ labels: { id: string; conversations: number }[] }>("GET", "/api/v1/chatapp/analytics/labels?days=1", { token: analytics });
    expect(counted.body.labels.find((l) => l.id === made.body.id)?.conversations).toBe(1);
    const range = expectError(await call("GET", "/api/v1/chatapp/analytics/labels?startDate=2026-01-01", { token: analytics }), 400, "VALIDATION_ERROR");
    expect(paths(range.details)).toEqual(["endDate", "startDate"]);

    const off = await call<Conv>("DELETE", `/api/v1/conversations/${c.id}/labels/${made.body.id}`, { token: write });
    expect(off.body.labels).toEqual([]);
    expectError(await call("DELETE", `/api/v1/conversations/${c.id}/labels/${made.body.id}`, { token: write }), 404, "NOT_FOUND");
  });

  it("answers 400 naming the field, 403 to agents managing them, 404 for another company's", async () => {
    const bad = expectError(await call("POST", "/api/v1/labels", { token: write, body: { name: "", color: "blue" } }), 400, "VALIDATION_ERROR");
    expect(paths(bad.details).sort()).toEqual(["color", "name"]);
    const c = await customerWrites();
    const noIds = expectError(await call("POST", `/api/v1/conversations/${c.id}/labels`, { token: write, body: { labelIds: [] } }), 400, "VALIDATION_ERROR");
    expect(paths(noIds.details)).toEqual(["labelIds"]);
    const unknown = expectError(await call("POST", `/api/v1/conversations/${c.id}/labels`, { token: write, body: { labelIds: ["lbl_nope"] } }), 400, "VALIDATION_ERROR");
    expect(paths(unknown.details)).toEqual(["labelIds"]);

    const { jwt } = await co.jwtAs("agent");
    expectError(await call("POST", "/api/v1/labels", { token: jwt, body: { name: "agents-may-not" } }), 403, "INSUFFICIENT_PERMISSIONS");
    const theirs = await call<Label>("POST", "/api/v1/labels", { token: (await other.token(["labels:write"])).token, body: { name: "theirs" } });
    expectError(await call("GET", `/api/v1/labels/${theirs.body.id}`, { token: read }), 404, "NOT_FOUND");
  });
});

describe("snooze", () => {
  it("validates the body naming until, leaves the Open view, and comes back by itself through the worker's job", async () => {
    const c = await customerWrites();
    const none = expectError(await call("POST", `/api/v1/conversations/${c.id}/snooze`, { token: write, body: {} }), 400, "VALIDATION_ERROR");
    expect(paths(none.details)).toEqual(["until"]);
    const past = expectError(await call("POST", `/api/v1/conversations/${c.id}/snooze`, { token: write, body: { until: new Date(Date.now() - 60_000).toISOString() } }), 400, "VALIDATION_ERROR");
    expect(past.message).toContain("until");
    expectError(await call("POST", `/api/v1/conversations/${c.id}/snooze`, { token: write, body: { until: "tomorrow" } }), 400, "VALIDATION_ERROR");

    const until = new Date(Date.now() + 3_000).toISOString();
    const snoozed = await call<Conv>("POST", `/api/v1/conversations/${c.id}/snooze`, { token: write, body: { until } });
    expect(snoozed.body.snooze).toMatchObject({ until, untilReply: false });
    const open = await call<Page<Conv>>("GET", "/api/v1/conversations?status=OPEN&snoozed=false&limit=100", { token: read });
    expect(open.body.data.map((x) => x.id)).not.toContain(c.id);
    // The job is in the database; a worker takes it at its time and the conversation is back.
    await waitFor(async () => (await call<Conv>("GET", `/api/v1/conversations/${c.id}`, { token: read })).body.snooze === null, 20_000, 250);

    await call("POST", `/api/v1/conversations/${c.id}/snooze`, { token: write, body: { untilReply: true } });
    const back = await call<Conv>("POST", `/api/v1/conversations/${c.id}/unsnooze`, { token: write });
    expect(back.body.snooze).toBeNull();
  });
});

describe("bulk actions", () => {
  it("answer per id, another company's id as not found, and refuse more than 100 ids naming ids", async () => {
    const [a, b] = [await customerWrites(), await customerWrites()];
    const theirs = await customerWrites(other, (await other.token(["conversations:read"])).token);
    const res = await call<{ done: number; refused: number; results: { id: string; status: string; error?: { code: string } }[] }>("POST", "/api/v1/conversations/bulk", {
      token: write,
      body: { action: "resolve", ids: [a.id, b.id, theirs.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ done: 2, refused: 1 });
    expect(res.body.results[2]).toEqual({ id: theirs.id, status: "refused", error: { code: "NOT_FOUND", message: "Conversation not found" } });

    const many = expectError(await call("POST", "/api/v1/conversations/bulk", { token: write, body: { action: "resolve", ids: Array.from({ length: 101 }, (_, i) => `cnv_${i}`) } }), 400, "VALIDATION_ERROR");
    expect(paths(many.details)).toEqual(["ids"]);
    const noAgent = expectError(await call("POST", "/api/v1/conversations/bulk", { token: write, body: { action: "assign", ids: [a.id] } }), 400, "VALIDATION_ERROR");
    expect(paths(noAgent.details)).toEqual(["agentId"]);
    expectError(await call("POST", "/api/v1/conversations/bulk", { token: read, body: { action: "resolve", ids: [a.id] } }), 403, "INSUFFICIENT_PERMISSIONS");
  });
});

describe("macros", () => {
  it("are created with their steps checked (400 naming the step's field) and run in order", async () => {
    const label = await call<Label>("POST", "/api/v1/labels", { token: write, body: { name: `vip-${seq}` } });
    // A token acts for no person, so its macros are shared ones.
    const personal = expectError(await call("POST", "/api/v1/macros", { token: write, body: { name: "Mine", actions: [{ type: "resolve" }] } }), 400, "VALIDATION_ERROR");
    expect(paths(personal.details)).toEqual(["visibility"]);
    const bad = expectError(await call("POST", "/api/v1/macros", { token: write, body: { name: "Bad", visibility: "shared", actions: [{ type: "add_labels", labelIds: ["lbl_nope"] }] } }), 400, "VALIDATION_ERROR");
    expect(paths(bad.details)).toEqual(["actions.0.labelIds"]);
    const shape = expectError(await call("POST", "/api/v1/macros", { token: write, body: { name: "Bad", actions: [{ type: "explode" }] } }), 400, "VALIDATION_ERROR");
    expect(paths(shape.details)[0]).toMatch(/^actions\.0/);

    const macro = await call<{ id: string }>("POST", "/api/v1/macros", { token: write, body: { name: "VIP and resolve", visibility: "shared", actions: [{ type: "add_labels", labelIds: [label.body.id] }, { type: "resolve" }] } });
    expect(macro.status).toBe(200);
    const c = await customerWrites();
    const run = await call<{ completed: boolean; steps: { status: string }[]; conversation: Conv }>("POST", `/api/v1/conversations/${c.id}/macros/${macro.body.id}/run`, { token: write });
    expect(run.body.completed).toBe(true);
    expect(run.body.steps.map((s) => s.status)).toEqual(["done", "done"]);
    expect(run.body.conversation).toMatchObject({ status: "RESOLVED", labels: [{ id: label.body.id }] });

    const { jwt } = await co.jwtAs("agent");
    expectError(await call("POST", "/api/v1/macros", { token: jwt, body: { name: "Team", visibility: "shared", actions: [{ type: "resolve" }] } }), 403, "INSUFFICIENT_PERMISSIONS");
    expect((await call("POST", "/api/v1/macros", { token: jwt, body: { name: "Mine", actions: [{ type: "resolve" }] } })).status).toBe(200);
  });
});
