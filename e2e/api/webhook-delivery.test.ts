import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { webhookDeliveries, webhooks } from "@/db/schema";
import { receiveChatappMessage } from "@/lib/channels/chatapp/messaging/inbound/receive-message";
import { newCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { receiverPort, startReceiver, waitFor, type Hit } from "./support/receiver";

type Delivery = { id: string; status: string; attempts: number; event: string; canResend: boolean; lastResponseStatus: number | null; lastError: string | null };
type Detail = Delivery & {
  requestBody: string;
  attemptLog: { attemptNumber: number; requestHeaders: Record<string, string>; responseStatus: number | null; responseBody: string | null; error: string | null; errorDetail: string | null; success: boolean }[];
};
type Hook = {
  id: string;
  status: string;
  statusReason: string | null;
  statusChangedAt: string | null;
  consecutiveFailures: number;
  failingSince: string | null;
  heldDeliveries: number;
  recentSuccessRate: number | null;
};

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let privateSide: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver(receiverPort(1));
  privateSide = await startReceiver(receiverPort(3));
});
afterAll(async () => {
  await receiver?.close();
  await privateSide?.close();
});

async function setup(label: string) {
  const co = await newCompany(label);
  const token = (await co.token(["webhooks:write", "webhooks:read", "contacts:write"])).token;
  const hook = async (path: string, body: Record<string, unknown> = {}) => {
    const res = await call<Hook>("POST", "/api/v1/webhooks", { token, body: { name: path, url: receiver.url(path), events: ["contact.created"], ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const secret = (await call<{ secret: string }>("GET", `/api/v1/webhooks/${res.body.id}/secret`, { token })).body.secret;
    return { id: res.body.id, secret };
  };
  // A real event path: creating a contact through the API emits contact.created.
  const contact = async (extra: Record<string, unknown> = {}) => {
    const res = await call<{ id: string }>("POST", "/api/v1/contacts", { token, body: { name: "Event Source", email: "source@example.test", ...extra } });
    expect(res.status).toBe(200);
    return res.body.id;
  };
  const deliveries = (hookId: string, qs = "") => call<{ data: Delivery[]; pagination: { total: number } }>("GET", `/api/v1/webhooks/${hookId}/deliveries${qs}`, { token });
  const detail = (hookId: string, id: string) => call<Detail>("GET", `/api/v1/webhooks/${hookId}/deliveries/${id}`, { token });
  const getHook = async (id: string) => (await call<Hook>("GET", `/api/v1/webhooks/${id}`, { token })).body;
  // Waiting polls the database, not the API: a poll loop would spend the token's 60 a minute.
  const rows = (hookId: string) => getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hookId));
  const settled = (hookId: string, count: number, status?: string) =>
    waitFor(async () => {
      const r = await rows(hookId);
      const done = r.filter((d) => (status ? d.status === status : d.status === "SUCCEEDED" || d.status === "FAILED"));
      return done.length >= count ? done : undefined;
    });
  const hookRow = async (id: string) => (await getDb().select().from(webhooks).where(eq(webhooks.id, id)))[0];
  return { co, token, hook, contact, deliveries, detail, getHook, rows, settled, hookRow };
}

function expectSigned(hit: Hit, secret: string) {
  const ts = hit.headers["x-service-timestamp"] as string;
  expect(Math.abs(Date.now() / 1000 - Number(ts))).toBeLessThan(300);
  const expected = `sha256=${createHmac("sha256", secret).update(`${ts}.${hit.body}`).digest("hex")}`;
  expect(hit.headers["x-service-signature"]).toBe(expected);
}

describe("webhook delivery", () => {
  it("signs with the documented algorithm, matches exact, group and * patterns, and removes exclusions", async () => {
    const s = await setup("whsig");
    const exact = await s.hook("/sig/exact");
    const group = await s.hook("/sig/group", { events: ["contact.*"] });
    // One exclusion in today's form, one in the earlier data-wrapped form (stored webhooks keep working).
    const all = await s.hook("/sig/all", { events: ["*"], fieldExclusions: ["contact.email", "data.contact.customFields.secretNote"] });
    await s.hook("/sig/other", { events: ["chatapp.*", "contact.updated"] });
    const paused = await s.hook("/sig/paused", { events: ["*"] });
    await call("POST", `/api/v1/webhooks/${paused.id}/pause`, { token: s.token });

    const contactId = await s.contact({ phone: "+971 50 000 0001", customFields: { secretNote: "hide me", plan: "gold" } });
    const [hit] = await receiver.waitForHits("/sig/exact", 1);
    expectSigned(hit, exact.secret);
    expect(hit.headers["content-type"]).toBe("application/json");
    expect(hit.headers["x-service-event"]).toBe("contact.created");
    expect(hit.headers["x-service-delivery-id"]).toMatch(/^whd_/);
    const body = JSON.parse(hit.body);
    // One body form for every event: the payload beside id, event and timestamp (no `data` wrapper).
    expect(body).toMatchObject({ event: "contact.created", contact: { id: contactId, email: "source@example.test" } });
    expect(body).not.toHaveProperty("data");
    // The API's contact stores digits; every event writes the phone in E.164 with its +.
    expect(body.contact.phone).toBe("+971500000001");
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);

    const [g] = await receiver.waitForHits("/sig/group", 1);
    expectSigned(g, group.secret);
    const [a] = await receiver.waitForHits("/sig/all", 1);
    expectSigned(a, all.secret);
    const allBody = JSON.parse(a.body);
    expect(allBody.contact).not.toHaveProperty("email");
    expect(allBody.contact.customFields).toEqual({ plan: "gold" });
    // A signature made with another webhook's secret does not verify.
    expect(a.headers["x-service-signature"]).not.toBe(`sha256=${createHmac("sha256", exact.secret).update(`${a.headers["x-service-timestamp"]}.${a.body}`).digest("hex")}`);

    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.hitsOn("/sig/other")).toHaveLength(0);
    expect(receiver.hitsOn("/sig/paused")).toHaveLength(0);

    await s.settled(exact.id, 1);
    const log = await s.deliveries(exact.id);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ status: "SUCCEEDED", attempts: 1, lastResponseStatus: 200, event: "contact.created" });
    const d = await s.detail(exact.id, log.body.data[0].id);
    expect(d.body.requestBody).toBe(hit.body);
    expect(d.body.attemptLog[0]).toMatchObject({ attemptNumber: 1, responseStatus: 200, responseBody: "ok", success: true });
    expect(d.body.attemptLog[0].requestHeaders["X-Service-Signature"]).toBe(hit.headers["x-service-signature"]);
    expect(JSON.stringify(d.body)).not.toContain(exact.secret);
  });

  it("delivers message events in the spec's envelope: channel, contact with +phone, message text and type", async () => {
    const s = await setup("whmsg");
    const hook = await s.hook("/msg", { events: ["message.received", "chatapp.message.received", "conversation.opened"], fieldExclusions: ["message.platformMessageId"] });
    // The real inbound path of the chatapp channel writes the message and its events.
    const stored = await receiveChatappMessage({
      companyId: s.co.companyId,
      message: { from: "971501234567", id: `wamid.WH${Date.now()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: "Hello there" } },
    });
    expect(stored.status).toBe("stored");
    const hits = await receiver.waitForHits("/msg", 3);
    for (const hit of hits) expectSigned(hit, hook.secret);
    const byEvent = Object.fromEntries(hits.map((h) => [h.headers["x-service-event"], JSON.parse(h.body)]));
    expect(Object.keys(byEvent).sort()).toEqual(["chatapp.message.received", "conversation.opened", "message.received"]);
    const body = byEvent["message.received"];
    expect(body).toMatchObject({ event: "message.received", channel: "chatapp", contact: { phone: "+971501234567" }, message: { text: "Hello there", type: "text", direction: "inbound" } });
    expect(typeof body.contact.name).toBe("string");
    // The same contact, in the same place and shape, in the conversation's event (issue 19).
    const opened = byEvent["conversation.opened"];
    expect(opened.contact).toEqual(body.contact);
    expect(opened).toMatchObject({ channel: "chatapp", conversation: { id: body.conversationId, status: "OPEN", contactId: body.contact.id } });
    expect(opened).not.toHaveProperty("data");
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(body.message).not.toHaveProperty("platformMessageId");
  });

  it("retries after 1 s, 2 s, 4 s with one delivery id, then stops at maxRetries and is FAILED", async () => {
    const s = await setup("whretry");
    receiver.on("/retry", () => ({ status: 500, body: "x".repeat(6000) }));
    const hook = await s.hook("/retry", { maxRetries: 3 });
    await s.contact();
    const hits = await receiver.waitForHits("/retry", 4, 25_000);
    const gaps = hits.slice(1).map((h, i) => h.at - hits[i].at);
    [1000, 2000, 4000].forEach((want, i) => {
      expect(gaps[i], `wait before retry ${i + 1}`).toBeGreaterThanOrEqual(want - 50);
      expect(gaps[i], `wait before retry ${i + 1}`).toBeLessThan(want + 1000);
    });
    expect(new Set(hits.map((h) => h.headers["x-service-delivery-id"])).size).toBe(1);
    expect(new Set(hits.map((h) => h.body)).size).toBe(1);
    for (const h of hits) expectSigned(h, hook.secret);
    await s.settled(hook.id, 1, "FAILED");
    const d = (await s.deliveries(hook.id)).body.data[0];
    expect(d).toMatchObject({ status: "FAILED", attempts: 4, lastResponseStatus: 500, canResend: true });
    const detail = (await s.detail(hook.id, d.id)).body;
    expect(detail.attemptLog.map((a) => a.responseStatus)).toEqual([500, 500, 500, 500]);
    expect(detail.attemptLog[0].responseBody).toHaveLength(4096);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.hitsOn("/retry")).toHaveLength(4);
  });

  it("honours Retry-After on 429", async () => {
    const s = await setup("whra");
    receiver.on("/ra", (n) => (n === 1 ? { status: 429, headers: { "Retry-After": "3" } } : { status: 200 }));
    const hook = await s.hook("/ra");
    await s.contact();
    const hits = await receiver.waitForHits("/ra", 2, 15_000);
    expect(hits[1].at - hits[0].at).toBeGreaterThanOrEqual(2950);
    expect(hits[1].at - hits[0].at).toBeLessThan(4000);
    await s.settled(hook.id, 1, "SUCCEEDED");
  });

  it("pauses itself once failures reach the threshold and have lasted the grace, then resend and resend-failed work", async () => {
    const s = await setup("whpause");
    let healthy = false;
    receiver.on("/down", () => (healthy ? { status: 200 } : { status: 503, body: "down" }));
    const hook = await s.hook("/down", { maxRetries: 0, consecutiveFailureThreshold: 5 });
    const started = Date.now();
    // One failing delivery a second: the count passes 5 early, the pause waits for the 6 s grace.
    let sent = 0;
    while ((await s.hookRow(hook.id)).status !== "PAUSED") {
      expect(Date.now() - started, "paused within 30 s").toBeLessThan(30_000);
      await s.contact({ email: `p${sent++}@example.test` });
      await new Promise((r) => setTimeout(r, 1000));
    }
    const paused = await s.getHook(hook.id);
    expect(paused.status).toBe("PAUSED");
    expect(paused.statusReason).toMatch(/Paused automatically after \d+ deliveries in a row failed every retry; last: HTTP 503 Service Unavailable/);
    expect(paused.consecutiveFailures).toBeGreaterThanOrEqual(6);
    expect(Date.parse(paused.statusChangedAt!) - Date.parse(paused.failingSince!)).toBeGreaterThanOrEqual(6000);
    await s.settled(hook.id, sent, "FAILED");
    const calls = receiver.hitsOn("/down").length;
    expect(calls).toBe(sent);
    // A paused webhook keeps what matches it, without calling the receiver.
    await s.contact({ email: "after@example.test" });
    await waitFor(async () => (await s.rows(hook.id)).some((d) => d.status === "HELD"));
    expect((await s.getHook(hook.id)).heldDeliveries).toBe(1);
    expect(receiver.hitsOn("/down")).toHaveLength(calls);

    const failed = (await s.deliveries(hook.id, "?status=FAILED")).body.data;
    expect(failed).toHaveLength(sent);
    // Resending needs an ACTIVE webhook.
    expectError(await call("POST", `/api/v1/webhooks/${hook.id}/deliveries/${failed[0].id}/resend`, { token: s.token }), 409, "CONFLICT");
    healthy = true;
    const resumed = await call<Hook>("POST", `/api/v1/webhooks/${hook.id}/resume`, { token: s.token });
    expect(resumed.body).toMatchObject({ status: "ACTIVE", consecutiveFailures: 0, failingSince: null });
    // The held event goes out on resume.
    await receiver.waitForHits("/down", calls + 1);
    await s.settled(hook.id, 1, "SUCCEEDED");
    expect((await s.getHook(hook.id)).heldDeliveries).toBe(0);

    const one = failed[0];
    const resent = await call<Detail>("POST", `/api/v1/webhooks/${hook.id}/deliveries/${one.id}/resend`, { token: s.token });
    expect(resent.status).toBe(200);
    await s.settled(hook.id, 2, "SUCCEEDED");
    // The same delivery id as the first try, so a receiver can deduplicate.
    expect(receiver.hitsOn("/down").filter((h) => h.headers["x-service-delivery-id"] === one.id)).toHaveLength(2);
    expect((await s.detail(hook.id, one.id)).body.attemptLog.map((a) => a.responseStatus)).toEqual([503, 200]);
    // Succeeded deliveries cannot be resent.
    expectError(await call("POST", `/api/v1/webhooks/${hook.id}/deliveries/${one.id}/resend`, { token: s.token }), 409, "CONFLICT");

    // Older than seven days: 409, and resend-failed leaves it alone.
    const old = failed[1];
    await getDb().update(webhookDeliveries).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(webhookDeliveries.id, old.id));
    expectError(await call("POST", `/api/v1/webhooks/${hook.id}/deliveries/${old.id}/resend`, { token: s.token }), 409, "CONFLICT");
    const bulk = await call<{ resent: number }>("POST", `/api/v1/webhooks/${hook.id}/resend-failed`, { token: s.token, body: {} });
    expect(bulk.body.resent).toBe(sent - 2);
    await s.settled(hook.id, sent, "SUCCEEDED");
    const remaining = await s.deliveries(hook.id, "?status=FAILED");
    expect(remaining.body.data.map((d) => d.id)).toEqual([old.id]);
    expect(remaining.body.data[0].canResend).toBe(false);
    const h = await s.getHook(hook.id);
    expect(h.consecutiveFailures).toBe(0);
  });

  it("counts a delivery as failed once, when its retries are used up, not once per attempt", async () => {
    const s = await setup("whonce");
    receiver.on("/once", () => ({ status: 500 }));
    const hook = await s.hook("/once", { maxRetries: 2, consecutiveFailureThreshold: 5 });
    await Promise.all([s.contact({ email: "o1@example.test" }), s.contact({ email: "o2@example.test" })]);
    await s.settled(hook.id, 2, "FAILED");
    expect(receiver.hitsOn("/once")).toHaveLength(6);
    // The count is written just after the outcomes, in its own transaction: wait for it, then
    // check it stays. Six failed attempts, two failed deliveries: the count is 2, nothing pauses.
    await waitFor(async () => (await s.hookRow(hook.id)).consecutiveFailures >= 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(await s.getHook(hook.id)).toMatchObject({ status: "ACTIVE", consecutiveFailures: 2 });
  });

  it("does not pause a receiver that was down for a moment, however many deliveries failed meanwhile", async () => {
    const s = await setup("whblip");
    receiver.on("/blip", (n) => (n <= 8 ? { status: 502 } : { status: 200 }));
    const hook = await s.hook("/blip", { maxRetries: 0, consecutiveFailureThreshold: 5 });
    // Eight deliveries fail within a moment (past the threshold of 5, inside the 6 s grace) ...
    await Promise.all(Array.from({ length: 8 }, (_, i) => s.contact({ email: `b${i}@example.test` })));
    await s.settled(hook.id, 8, "FAILED");
    await waitFor(async () => (await s.hookRow(hook.id)).consecutiveFailures >= 8);
    const during = await s.getHook(hook.id);
    expect(during).toMatchObject({ status: "ACTIVE", consecutiveFailures: 8 });
    expect(during.failingSince).not.toBeNull();
    // ... and the receiver is back: one success resets the count and the run of failures.
    await s.contact({ email: "back@example.test" });
    await s.settled(hook.id, 1, "SUCCEEDED");
    await waitFor(async () => (await s.hookRow(hook.id)).consecutiveFailures === 0);
    expect(await s.getHook(hook.id)).toMatchObject({ status: "ACTIVE", consecutiveFailures: 0, failingSince: null });
  });

  it("holds what matches a paused webhook and delivers it on resume in the order it happened, or discards it", async () => {
    const s = await setup("whheld");
    const hook = await s.hook("/held", { events: ["contact.*"] });
    await call("POST", `/api/v1/webhooks/${hook.id}/pause`, { token: s.token });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await s.contact({ email: `h${i}@example.test`, name: `Held ${i}` }));
    await waitFor(async () => (await s.rows(hook.id)).filter((d) => d.status === "HELD").length === 3);
    expect((await s.getHook(hook.id)).heldDeliveries).toBe(3);
    expect((await s.deliveries(hook.id, "?status=HELD")).body.data).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.hitsOn("/held")).toHaveLength(0);

    expectError(await call("POST", `/api/v1/webhooks/${hook.id}/resume`, { token: s.token, body: { heldDeliveries: "later" } }), 400, "VALIDATION_ERROR");
    const resumed = await call<Hook>("POST", `/api/v1/webhooks/${hook.id}/resume`, { token: s.token, body: {} });
    expect(resumed.body).toMatchObject({ status: "ACTIVE", heldDeliveries: 0 });
    const hits = await receiver.waitForHits("/held", 3);
    // The sends start oldest first; each carries its contact, none is lost or doubled.
    expect(hits.map((h) => JSON.parse(h.body).contact.id as string).sort()).toEqual([...ids].sort());
    await s.settled(hook.id, 3, "SUCCEEDED");

    // Paused again: two more are held, and this time discarded (kept in the log, never sent).
    await call("POST", `/api/v1/webhooks/${hook.id}/pause`, { token: s.token });
    await Promise.all([s.contact({ email: "d1@example.test" }), s.contact({ email: "d2@example.test" })]);
    await waitFor(async () => (await s.rows(hook.id)).filter((d) => d.status === "HELD").length === 2);
    const discarded = await call<Hook>("POST", `/api/v1/webhooks/${hook.id}/resume`, { token: s.token, body: { heldDeliveries: "discard" } });
    expect(discarded.body).toMatchObject({ status: "ACTIVE", heldDeliveries: 0 });
    expect((await s.deliveries(hook.id, "?status=DISCARDED")).body.data.map((d) => d.canResend)).toEqual([false, false]);
    await s.contact({ email: "new@example.test" });
    await receiver.waitForHits("/held", 4);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.hitsOn("/held")).toHaveLength(4);
  });

  it("writes failure reasons for people and keeps the raw error in the attempt's details", async () => {
    const s = await setup("whwhy");
    // Nothing listens on the next allow-listed port; the receiver there speaks plain HTTP, not TLS.
    const refused = await s.hook("/refused", { maxRetries: 0 });
    await getDb().update(webhooks).set({ url: `http://127.0.0.1:${receiverPort(2)}/nobody` }).where(eq(webhooks.id, refused.id));
    const tls = await s.hook("/tls", { maxRetries: 0 });
    await getDb().update(webhooks).set({ url: `https://127.0.0.1:${receiverPort(1)}/tls` }).where(eq(webhooks.id, tls.id));
    receiver.on("/http500", () => ({ status: 500, body: "boom" }));
    const http500 = await s.hook("/http500", { maxRetries: 0 });
    await s.contact();
    for (const h of [refused, tls, http500]) await s.settled(h.id, 1, "FAILED");

    const attempt = async (hookId: string) => {
      const [d] = (await s.deliveries(hookId)).body.data;
      return { delivery: d, attempt: (await s.detail(hookId, d.id)).body.attemptLog[0] };
    };
    const a = await attempt(refused.id);
    expect(a.delivery.lastError).toBe("connection refused: nothing is listening at that address and port");
    expect(a.attempt.errorDetail).toMatch(/ECONNREFUSED/);
    const b = await attempt(tls.id);
    expect(b.delivery.lastError).toBe("TLS handshake failed: the endpoint does not speak HTTPS on this port");
    expect(b.attempt.errorDetail).toMatch(/SSL|EPROTO|wrong version/i);
    const c = await attempt(http500.id);
    expect(c.delivery.lastError).toBe("HTTP 500 Internal Server Error");
    expect(c.attempt).toMatchObject({ responseStatus: 500, responseBody: "boom", error: "HTTP 500 Internal Server Error", errorDetail: null });
  });

  it("does not follow a redirect towards a private address", async () => {
    const s = await setup("whredir");
    receiver.on("/redirect", () => ({ status: 302, headers: { Location: privateSide.url("/private") } }));
    const hook = await s.hook("/redirect", { maxRetries: 0 });
    await s.contact();
    await receiver.waitForHits("/redirect", 1);
    await s.settled(hook.id, 1, "FAILED");
    const d = (await s.deliveries(hook.id)).body.data[0];
    expect(d.lastResponseStatus).toBe(302);
    expect(d.lastError).toMatch(/redirect .* not followed/);
    expect(privateSide.hitsOn("/private")).toHaveLength(0);
  });

  it("refuses at delivery time a target that became private, and marks the webhook FAILED", async () => {
    const s = await setup("whssrf");
    const hook = await s.hook("/never");
    await getDb().update(webhooks).set({ url: "https://localhost:9/internal" }).where(eq(webhooks.id, hook.id));
    await s.contact();
    await s.settled(hook.id, 1, "FAILED");
    const d = (await s.deliveries(hook.id)).body.data[0];
    expect(d.attempts).toBe(1);
    expect(d.lastError).toMatch(/target refused: resolves to a non-public address/);
    const h = await s.getHook(hook.id);
    expect(h.status).toBe("FAILED");
    expect(h.statusReason).toMatch(/Delivery target refused/);
  });

  it("test-sends a signed sample at once, logs it as a test, and keeps it out of the failure count", async () => {
    const s = await setup("whtest");
    const hook = await s.hook("/test-send");
    const res = await call<Detail & { test: boolean }>("POST", `/api/v1/webhooks/${hook.id}/test`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "SUCCEEDED", test: true, event: "webhook.test", attempts: 1 });
    const [hit] = receiver.hitsOn("/test-send");
    expectSigned(hit, hook.secret);
    expect(hit.headers["x-service-event"]).toBe("webhook.test");

    receiver.on("/test-fail", () => ({ status: 500 }));
    const bad = await s.hook("/test-fail");
    const failed = await call<Detail>("POST", `/api/v1/webhooks/${bad.id}/test`, { token: s.token, body: { event: "contact.updated" } });
    expect(failed.body).toMatchObject({ status: "FAILED", attempts: 1, lastResponseStatus: 500, canResend: false });
    expect((await s.getHook(bad.id)).consecutiveFailures).toBe(0);
  });

  it("filters the log and charts deliveries per hour", async () => {
    const s = await setup("whlog");
    receiver.on("/log", (n) => (n % 2 ? { status: 200 } : { status: 500 }));
    const hook = await s.hook("/log", { maxRetries: 0, events: ["contact.*"] });
    for (let i = 0; i < 4; i++) await s.contact({ email: `l${i}@example.test` });
    await s.settled(hook.id, 4);
    expect((await s.deliveries(hook.id, "?status=FAILED")).body.pagination.total).toBe(2);
    expect((await s.deliveries(hook.id, "?event=contact.*")).body.pagination.total).toBe(4);
    expect((await s.deliveries(hook.id, "?event=contact.updated")).body.pagination.total).toBe(0);
    expect((await s.deliveries(hook.id, `?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).body.pagination.total).toBe(0);
    expectError(await s.deliveries(hook.id, "?status=LOST"), 400, "VALIDATION_ERROR");

    const stats = await call<{ buckets: { succeeded: number; failed: number }[]; totals: { succeeded: number; failed: number }; successRate: number }>("GET", `/api/v1/webhooks/${hook.id}/stats?hours=6`, { token: s.token });
    expect(stats.body.buckets).toHaveLength(6);
    expect(stats.body.totals).toMatchObject({ succeeded: 2, failed: 2 });
    expect(stats.body.buckets.at(-1)).toMatchObject({ succeeded: 2, failed: 2 });
    expect(stats.body.successRate).toBe(0.5);
    expect((await s.getHook(hook.id)).recentSuccessRate).toBe(0.5);
  });
});
