import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { receiveChatappMessage } from "@/lib/channels/chatapp/messaging/inbound/receive-message";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

/** /api/v1/sla-policies over HTTP, an inbox applying one, and the conversation's `sla` as the running server's sweep moves it. */
let co: TestCompany;
const BASE = "/api/v1/sla-policies";
type Policy = { id: string; name: string; firstResponseMinutes: number | null; businessHoursOnly: boolean; inboxIds: string[] };
type Clock = { dueAt: string | null; metAt: string | null; breachedAt: string | null; state: string };
type Conversation = { id: string; sla: { policy: { id: string; name: string }; firstResponse: Clock | null; state: string } | null };

beforeAll(async () => {
  co = await newCompany("sla");
});

async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 20_000;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("SLA policies", () => {
  it("creates, lists, changes and deletes; agents read but do not write", async () => {
    const t = (await co.token(["sla:read", "sla:write"])).token;
    const made = await call<Policy>("POST", BASE, { token: t, body: { name: " Standard ", firstResponseMinutes: 60, resolutionMinutes: 1440 } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: "Standard", firstResponseMinutes: 60, businessHoursOnly: true, inboxIds: [] });
    expect(made.body.id).toMatch(/^sla_/);
    expect((await call<{ data: Policy[] }>("GET", BASE, { token: t })).body.data.map((p) => p.id)).toContain(made.body.id);
    const changed = await call<Policy>("PATCH", `${BASE}/${made.body.id}`, { token: t, body: { businessHoursOnly: false, firstResponseMinutes: 30 } });
    expect(changed.body).toMatchObject({ name: "Standard", firstResponseMinutes: 30, businessHoursOnly: false });

    const agent = (await co.jwtAs("agent")).jwt;
    expect((await call("GET", `${BASE}/${made.body.id}`, { token: agent })).status).toBe(200);
    expectError(await call("POST", BASE, { token: agent, body: { name: "Mine", firstResponseMinutes: 5 } }), 403, "INSUFFICIENT_PERMISSIONS");

    expect((await call("DELETE", `${BASE}/${made.body.id}`, { token: t })).body).toEqual({ id: made.body.id, deleted: true });
    expectError(await call("GET", `${BASE}/${made.body.id}`, { token: t }), 404, "NOT_FOUND");
  });

  it("refuses a policy without targets, bad minutes and a taken name, naming the field", async () => {
    const t = (await co.token(["sla:write"])).token;
    const none = expectError(await call("POST", BASE, { token: t, body: { name: "Empty" } }), 400, "VALIDATION_ERROR");
    expect(none.details).toMatchObject({ fields: [{ path: "firstResponseMinutes" }] });
    const bad = expectError(await call("POST", BASE, { token: t, body: { name: "Bad", firstResponseMinutes: -5 } }), 400, "VALIDATION_ERROR");
    expect(bad.message).toContain("firstResponseMinutes");
    const name = `Dup ${randomBytes(3).toString("hex")}`;
    expect((await call("POST", BASE, { token: t, body: { name, firstResponseMinutes: 5 } })).status).toBe(200);
    expect(expectError(await call("POST", BASE, { token: t, body: { name: name.toUpperCase(), firstResponseMinutes: 5 } }), 409, "CONFLICT").details).toMatchObject({ field: "name" });
  });

  it("an inbox applies a policy: its new conversation shows the clock, the server's sweep breaches it once, a person's reply meets it", async () => {
    const t = (await co.token(["sla:read", "sla:write", "channels:read", "channels:write", "conversations:read"])).token;
    const policy = (await call<Policy>("POST", BASE, { token: t, body: { name: `Fast ${randomBytes(3).toString("hex")}`, firstResponseMinutes: 60, businessHoursOnly: false } })).body;
    const inbox = (await call<{ data: { id: string }[] }>("GET", "/api/v1/inboxes?channel=chatapp", { token: t })).body.data[0]!;
    expect((await call("PATCH", `/api/v1/inboxes/${inbox.id}`, { token: t, body: { settings: { sla: { policyId: policy.id } } } })).status).toBe(200);
    expect((await call<Policy>("GET", `${BASE}/${policy.id}`, { token: t })).body.inboxIds).toEqual([inbox.id]);
    expectError(await call("DELETE", `${BASE}/${policy.id}`, { token: t }), 409, "CONFLICT");
    expectError(await call("PATCH", `/api/v1/inboxes/${inbox.id}`, { token: t, body: { settings: { sla: { policyId: "sla_missing" } } } }), 400, "VALIDATION_ERROR");

    const from = `1555${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, "0")}`;
    const r = await receiveChatappMessage({ companyId: co.companyId, message: { from, id: `wamid.SLA${randomBytes(8).toString("hex")}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: "Where is my order?" } } });
    if (r.status !== "stored") throw new Error("not stored");
    const read = async () => (await call<Conversation>("GET", `/api/v1/conversations/${r.conversationId}`, { token: t })).body;
    const started = await poll(read, (c) => !!c.sla?.firstResponse?.dueAt, "the first-response clock");
    expect(started.sla).toMatchObject({ policy: { id: policy.id, name: policy.name }, firstResponse: { state: "ok", metAt: null }, state: "ok" });
    expect(new Date(started.sla!.firstResponse!.dueAt!).getTime() - Date.now()).toBeGreaterThan(55 * 60_000);

    // As if the hour had passed: the due time moved into the past; the server's sweep does the rest.
    await getDb().execute(sql`update conversation_slas set first_due_at = now() - interval '1 minute', first_warn_at = now() - interval '10 minutes', check_at = now() - interval '10 minutes' where conversation_id = ${r.conversationId}`);
    const breached = await poll(read, (c) => c.sla?.state === "breached", "the breach");
    expect(breached.sla!.firstResponse).toMatchObject({ state: "breached", metAt: null });
    await new Promise((res) => setTimeout(res, 2_500)); // two more sweeps
    const events = await getDb().execute<{ event: string }>(sql`select event from event_outbox where company_id = ${co.companyId} and event like 'sla.%' and payload->'conversation'->>'id' = ${r.conversationId}`);
    expect(events.rows.map((e) => e.event)).toEqual(["sla.breached"]);

    const agent = (await co.jwtAs("agent")).jwt;
    expect((await call("POST", "/api/v1/chatapp/messages/text", { token: agent, body: { to: `+${from}`, body: "On its way!" } })).status).toBe(200);
    const met = await poll(read, (c) => c.sla?.firstResponse?.state === "met", "the reply to meet the clock");
    expect(met.sla).toMatchObject({ firstResponse: { state: "met" }, state: "met" });
    expect(met.sla!.firstResponse!.breachedAt).not.toBeNull();
  });
});
