import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companies, messages, scheduledMessages } from "@/db/schema";
import { inbound, postCallback, sandboxNumber, waitFor } from "./support/chatapp";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

/**
 * Scheduled messages over HTTP on the shared server (its workers run the engine) with the
 * chatapp sandbox: the routes, validation, scopes, another company's ids, the window rule at
 * creation, and a due message sent within a second of its time.
 */
const BASE = "/api/v1/scheduled-messages";
type Sched = { id: string; status: string; channel: string; recipientRef: string; recurrence: string; scheduledFor: string; nextOccurrenceAt: string | null; localTime: string; timeZone: string; contact: { id: string } | null; conversationId: string | null; sentCount: number; failedCount: number; occurrencesInRange?: string[] };
type Send = { status: string; occurrenceAt: string; messageId: string | null; reason: string | null; error: string | null };

let co: TestCompany;
let tok: string;
let seq = 0;
const phone = () => `3630${String(Date.now()).slice(-6)}${String(++seq).padStart(2, "0")}`;
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const tpl = { kind: "template", templateName: "hello_world", languageCode: "en" };

async function writes(from: string) {
  await postCallback(inbound(sandboxNumber(co.companyId), from, { type: "text", text: { body: "hi there" } }));
}
const create = (body: Record<string, unknown>, token = tok) => call<Sched>("POST", BASE, { token, body });

beforeAll(async () => {
  co = await newCompany("sched");
  await getDb().update(companies).set({ timezone: "Europe/Berlin" }).where(eq(companies.id, co.companyId));
});
// A fresh token per test: one token is limited to 60 requests a minute.
beforeEach(async () => {
  tok = (await co.token(["messages:send", "messages:read", "conversations:read"])).token;
});

describe("scheduling", () => {
  it("creates, gets, lists, updates and cancels; finished ones answer 409", async () => {
    const to = phone();
    const res = await create({ channel: "CHATAPP", recipientRef: `+${to}`, scheduledFor: inMinutes(90), payload: tpl, recurrence: "WEEKLY" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: expect.stringMatching(/^sch_/), status: "PENDING", channel: "CHATAPP", recipientRef: to, recurrence: "WEEKLY", timeZone: "Europe/Berlin", sentCount: 0 });
    expect(res.body.nextOccurrenceAt).toBe(res.body.scheduledFor);
    const id = res.body.id;

    expect((await call<Sched>("GET", `${BASE}/${id}`, { token: tok })).body.id).toBe(id);
    const list = await call<{ data: Sched[]; pagination: { total: number } }>("GET", `${BASE}?status=PENDING&channel=CHATAPP`, { token: tok });
    expect(list.body.data.map((s) => s.id)).toContain(id);

    // The calendar: a weekly message shows each week of a 5-week range.
    const from = new Date(Date.now() + 60 * 60_000);
    const range = await call<{ data: Sched[] }>("GET", `${BASE}?from=${from.toISOString()}&to=${new Date(from.getTime() + 35 * 86_400_000).toISOString()}`, { token: tok });
    expect(range.body.data.find((s) => s.id === id)?.occurrencesInRange).toHaveLength(5);

    const later = inMinutes(180);
    const patched = await call<Sched>("PATCH", `${BASE}/${id}`, { token: tok, body: { scheduledFor: later, recurrence: "DAILY" } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ recurrence: "DAILY", nextOccurrenceAt: new Date(Math.floor(new Date(later).getTime() / 1000) * 1000).toISOString() });

    const cancelled = await call<Sched>("POST", `${BASE}/${id}/cancel`, { token: tok });
    expect(cancelled.body).toMatchObject({ status: "CANCELLED", nextOccurrenceAt: null });
    expect(expectError(await call("POST", `${BASE}/${id}/cancel`, { token: tok }), 409, "CONFLICT").details).toMatchObject({ status: "CANCELLED" });
    expectError(await call("PATCH", `${BASE}/${id}`, { token: tok, body: { recurrence: "NONE" } }), 409, "CONFLICT");
    const sends = await call<{ data: Send[] }>("GET", `${BASE}/${id}/sends`, { token: tok });
    expect(sends.body.data).toEqual([]);
  });

  it("refuses bad input with 400s naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ channel: "WEBCHAT", recipientRef: "x", scheduledFor: inMinutes(5), payload: { kind: "text", text: "hi" } }, "channel"],
      [{ channel: "SMS", recipientRef: "not-a-phone", scheduledFor: inMinutes(5), payload: { kind: "text", text: "hi" } }, "recipientRef"],
      [{ channel: "CHATAPP", recipientRef: phone(), scheduledFor: "tomorrow", payload: tpl }, "scheduledFor"],
      [{ channel: "CHATAPP", recipientRef: phone(), scheduledFor: new Date(Date.now() - 3_600_000).toISOString(), payload: tpl }, "scheduledFor"],
      [{ channel: "CHATAPP", recipientRef: phone(), scheduledFor: inMinutes(5), payload: { kind: "text" } }, "payload.text"],
      [{ channel: "CHATAPP", recipientRef: phone(), scheduledFor: inMinutes(5), payload: tpl, recurrence: "HOURLY" }, "recurrence"],
      [{ channel: "PHOTOAPP", recipientRef: "1784", scheduledFor: inMinutes(5), payload: tpl }, "payload.kind"],
      [{ channel: "CHATAPP", recipientRef: phone(), scheduledFor: inMinutes(5), payload: { kind: "text", text: "x" }, fallbackTemplate: tpl }, "fallbackTemplate"],
    ];
    for (const [body, field] of cases) {
      const err = expectError(await create(body), 400, "VALIDATION_ERROR");
      expect((err.details!.fields as { path: string }[]).map((f) => f.path), JSON.stringify(body)).toContain(field);
    }
  });

  it("checks scopes (POST messages:send, GET messages:read) and hides other companies' messages", async () => {
    const readOnly = (await co.token(["messages:read"])).token;
    expectError(await create({ channel: "CHATAPP", recipientRef: phone(), scheduledFor: inMinutes(5), payload: tpl }, readOnly), 403, "INSUFFICIENT_PERMISSIONS");
    const sendOnly = (await co.token(["messages:send"])).token;
    expectError(await call("GET", BASE, { token: sendOnly }), 403, "INSUFFICIENT_PERMISSIONS");

    const other = await newCompany("schedother");
    const otherTok = (await other.token(["messages:send", "messages:read"])).token;
    const theirs = await create({ channel: "CHATAPP", recipientRef: phone(), scheduledFor: inMinutes(60), payload: tpl }, otherTok);
    expect(theirs.status).toBe(200);
    for (const [method, path] of [["GET", `${BASE}/${theirs.body.id}`], ["POST", `${BASE}/${theirs.body.id}/cancel`], ["GET", `${BASE}/${theirs.body.id}/sends`]] as const) expectError(await call(method, path, { token: tok }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `${BASE}/${theirs.body.id}`, { token: tok, body: { recurrence: "DAILY" } }), 404, "NOT_FOUND");
    expect((await call<{ data: Sched[] }>("GET", `${BASE}?limit=200`, { token: tok })).body.data.some((s) => s.id === theirs.body.id)).toBe(false);
  });

  it("refuses a chatapp text outside the 24-hour window at creation (409 window_requires_template); inside it, or a template, is fine", async () => {
    const stranger = phone();
    const err = expectError(await create({ channel: "CHATAPP", recipientRef: stranger, scheduledFor: inMinutes(10), payload: { kind: "text", text: "Hello?" } }), 409, "CONFLICT");
    expect(err.details).toMatchObject({ reason: "window_requires_template", lastInboundAt: null });
    expect((await create({ channel: "CHATAPP", recipientRef: stranger, scheduledFor: inMinutes(10), payload: tpl })).status).toBe(200);

    const friend = phone();
    await writes(friend);
    const ok = await create({ channel: "CHATAPP", recipientRef: friend, scheduledFor: inMinutes(10), payload: { kind: "text", text: "See you soon" } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.contact?.id).toBeTruthy();
    expect(ok.body.conversationId).toBeTruthy();
    // A PATCH to a text is checked again: the stranger's template cannot become a text.
    const strangers = await call<{ data: Sched[] }>("GET", `${BASE}?channel=CHATAPP&limit=200`, { token: tok });
    const t = strangers.body.data.find((s) => s.recipientRef === stranger)!;
    expect(expectError(await call("PATCH", `${BASE}/${t.id}`, { token: tok, body: { payload: { kind: "text", text: "now?" } } }), 409, "CONFLICT").details).toMatchObject({ reason: "window_requires_template" });
  });
});

describe("sending", () => {
  it("sends a due message within a second of its time, into the thread, and records the occurrence", async () => {
    const to = phone();
    await writes(to);
    const at = new Date(Math.ceil((Date.now() + 3000) / 1000) * 1000);
    const res = await create({ channel: "CHATAPP", recipientRef: to, scheduledFor: at.toISOString(), payload: { kind: "text", text: "Your table is ready" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = await waitFor(async () => {
      const s = await call<Sched>("GET", `${BASE}/${res.body.id}`, { token: tok });
      return s.body.status === "SENT" && s.body;
    }, 15_000, 250);
    expect(sent.sentCount).toBe(1);
    const [row] = await getDb().select().from(messages).where(and(eq(messages.companyId, co.companyId), eq(messages.text, "Your table is ready")));
    expect(row!.platformMessageId).toMatch(/^wamid\./);
    expect(row!.sentAt!.getTime() - at.getTime()).toBeGreaterThanOrEqual(0);
    expect(row!.sentAt!.getTime() - at.getTime()).toBeLessThan(1000);
    const history = await call<{ data: Send[] }>("GET", `${BASE}/${res.body.id}/sends`, { token: tok });
    expect(history.body.data).toEqual([expect.objectContaining({ status: "SENT", occurrenceAt: at.toISOString(), messageId: row!.id })]);
  });

  it("fails a one-off text whose window closed before its time, visibly (window_requires_template at send time)", async () => {
    const to = phone();
    await writes(to);
    const res = await create({ channel: "CHATAPP", recipientRef: to, scheduledFor: inMinutes(1), payload: { kind: "text", text: "Too late" } });
    expect(res.status).toBe(200);
    // The customer's last message moves 25 hours back: the window closes before the send.
    await getDb().execute(`update conversations set last_inbound_at = now() - interval '25 hours' where company_id = '${co.companyId}' and id = '${res.body.conversationId}'`);
    await getDb().update(scheduledMessages).set({ nextRunAt: new Date(), occurrenceAt: new Date(Math.floor(Date.now() / 1000) * 1000) }).where(eq(scheduledMessages.id, res.body.id));
    await getDb().execute("select pg_notify('scheduled_messages', '')");
    const failed = await waitFor(async () => {
      const s = await call<Sched>("GET", `${BASE}/${res.body.id}`, { token: tok });
      return s.body.status === "FAILED" && s.body;
    }, 15_000, 250);
    expect(failed.failedCount).toBe(1);
    const history = await call<{ data: Send[] }>("GET", `${BASE}/${res.body.id}/sends`, { token: tok });
    expect(history.body.data[0]).toMatchObject({ status: "FAILED", reason: "window_requires_template", messageId: null });
  });

  it("sends a message scheduled from a conversation out of that conversation's inbox, on a channel of the layer too", async () => {
    const t = (await co.token(["messages:send", "messages:read", "conversations:read", "channels:write"])).token;
    expect((await call("POST", "/api/v1/channels/sms/sandbox", { token: t })).status).toBe(200);
    const second = await call<{ id: string }>("POST", "/api/v1/inboxes", { token: t, body: { channel: "sms", mode: "sandbox", name: "Second line" } });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const to = phone();
    const wrote = await call<{ conversationId: string }>("POST", "/api/v1/channels/sms/sandbox/inbound", { token: t, body: { from: `+${to}`, text: "Book me in", inboxId: second.body.id } });
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
    const at = new Date(Math.ceil((Date.now() + 2000) / 1000) * 1000);
    const res = await create({ channel: "SMS", recipientRef: `+${to}`, conversationId: wrote.body.conversationId, scheduledFor: at.toISOString(), payload: { kind: "text", text: "See you at 9" } }, t);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await waitFor(async () => (await call<Sched>("GET", `${BASE}/${res.body.id}`, { token: t })).body.status === "SENT", 15_000, 250);
    const [row] = await getDb().select().from(messages).where(and(eq(messages.companyId, co.companyId), eq(messages.text, "See you at 9")));
    // Not the default SMS inbox: the conversation the customer wrote in.
    expect(row).toMatchObject({ conversationId: wrote.body.conversationId, status: "sent" });
  });
});
