import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { otpCodes } from "@/db/schema";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { startFakeSmsGateway, type FakeSmsGateway } from "@/lib/testing/fake-sms-gateway";
import { outboxEvents } from "./support/chatapp";
import { newCompany, type TestCompany } from "./support/fixtures";
import { startLiveChatapp, type LiveChatapp } from "./support/live-chatapp";

/**
 * One-time codes over HTTP against the built app: codes sent through an AUTHENTICATION
 * template to a fake Cloud API (read back from what the platform received, as a phone would)
 * and by SMS through a fake gateway; verify, wrong codes, expiry, tries, reuse, supersede, the
 * per-phone and per-credential limits, answers that never tell a contact from an unknown phone,
 * and another company's codes.
 */
const PORT = Number(process.env.TEST_PORT ?? 3100) + 50;
const PHONE_NUMBER_ID = "106540352242922";
const WABA_ID = "102290129340398";
const ACCESS = "EAAG-one-time-codes-token-000000000";
const SID = `AC${"0f1e2d3c".repeat(4)}`;
const SMS_AUTH = "a".repeat(32);
const SMS_NUMBER = "+14155550177";
const PER_TOKEN = 6;

let live: LiveChatapp;
let gw: FakeSmsGateway;
let other: TestCompany;
let otherToken: string;

const phone = () => `1555${randomBytes(4).readUInt32BE(0).toString().padStart(10, "0").slice(-7)}`;
/** A token of the live company with a fresh per-credential OTP budget. */
const fresh = async (scopes = ["otp:send", "otp:verify"]) => (await live.co.token(scopes)).token;
const req = (method: string, path: string, body?: unknown, as?: string) => live.req(method, path, body, as);
const settings = (body: Record<string, unknown>) => req("PATCH", "/api/v1/otp/settings", body, live.co.ownerJwt);
const send = (as: string, body: Record<string, unknown>) => req("POST", "/api/v1/otp/send", body, as);
const verify = (as: string, to: string, code: string) => req("POST", "/api/v1/otp/verify", { phone: `+${to}`, code }, as);

type TemplateSend = { to: string; type: string; template: { name: string; language: { code: string }; components: { type: string; sub_type?: string; index?: number; parameters: { type: string; text: string }[] }[] } };
/** The code the platform was asked to deliver last to `to` (what the customer's phone shows). */
function chatappCode(to: string): string {
  const sent = live.sends(to).at(-1)?.json as TemplateSend | undefined;
  const body = sent?.template.components.find((c) => c.type === "body");
  if (!body) throw new Error(`no template send to ${to}`);
  return body.parameters[0].text;
}
function smsCode(to: string): string {
  const last = gw.sends.filter((s) => s.params.To === `+${to}`).at(-1);
  const m = String(last?.params.Body ?? "").match(/code is (\d+)\./);
  if (!m) throw new Error(`no SMS code to ${to}`);
  return m[1];
}
const wrong = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

async function approvedAuthTemplate(name: string) {
  const created = await req("POST", "/api/v1/chatapp/templates", { name, language: "en_US", category: "AUTHENTICATION", bodyText: "{{1}} is your verification code.", authExpirationMinutes: 10, buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy code" }] }, live.token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const t = created.body as unknown as { name: string; language: string; platformTemplateId: string };
  live.fake.templates.update(WABA_ID, t.name, t.language, { status: "APPROVED" });
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: WABA_ID, time: Math.floor(Date.now() / 1000), changes: [{ field: "message_template_status_update", value: { event: "APPROVED", message_template_id: Number(t.platformTemplateId), message_template_name: t.name, message_template_language: t.language, reason: "NONE" } }] }],
  });
  const res = await fetch(`${live.app.baseUrl}/api/channels/chatapp/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": hubSignature(raw, "test-chatapp-app-secret") }, body: raw });
  expect(res.status).toBe(200);
  return t;
}

beforeAll(async () => {
  gw = await startFakeSmsGateway();
  gw.addAccount({ sid: SID, token: SMS_AUTH, name: "OTP Shop", numbers: [SMS_NUMBER] });
  live = await startLiveChatapp({
    label: "otp",
    port: PORT,
    phoneNumberId: PHONE_NUMBER_ID,
    accessToken: ACCESS,
    scopes: ["templates:write", "templates:read", "conversations:read", "messages:read", "otp:send", "otp:verify"],
    env: { SMS_API_BASE_URL: gw.baseUrl, APP_URL: "https://otp.example.test", RATE_LIMIT_OTP_SENDS_PER_MINUTE: String(PER_TOKEN) },
  });
  // Templates live in the business account: the fake lets this token reach it.
  live.fake.addWaba(WABA_ID, ACCESS);
  other = await newCompany("otpother");
  otherToken = (await other.token(["otp:send", "otp:verify"])).token;
}, 180_000);
afterAll(async () => {
  await live?.stop();
  await gw?.close();
});

describe("settings", () => {
  it("answers the defaults until changed, and saves what owners change", async () => {
    const t = await fresh();
    expect((await req("GET", "/api/v1/otp/settings", undefined, t)).body).toEqual({ codeLength: 6, expiryMinutes: 10, maxAttempts: 5, resendCooldownSeconds: 30, maxSendsPerHour: 5, defaultChannel: "AUTO", templateName: null, templateLanguage: null });
    const saved = await settings({ expiryMinutes: 15 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ expiryMinutes: 15, codeLength: 6 });
    expect((await req("GET", "/api/v1/otp/settings", undefined, t)).body).toMatchObject({ expiryMinutes: 15 });
    await settings({ expiryMinutes: 10 });
  });

  it("names each bad field, refuses tokens (401) and agents (403)", async () => {
    const bad = await settings({ codeLength: 3, expiryMinutes: 0, maxAttempts: 11, defaultChannel: "FAX" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields?.map((f) => f.path).sort()).toEqual(["codeLength", "defaultChannel", "expiryMinutes", "maxAttempts"]);
    expect((await settings({ templateName: "login_code" })).body.error.details.fields?.map((f) => f.path)).toEqual(["templateName", "templateLanguage"]);
    const notStored = await settings({ templateName: "no_such_template", templateLanguage: "en" });
    expect(notStored.status).toBe(400);
    expect(notStored.body.error.details.fields?.map((f) => f.path)).toEqual(["templateName"]);
    expect((await req("PATCH", "/api/v1/otp/settings", { codeLength: 8 }, await live.co.token(["*"]).then((x) => x.token))).status).toBe(401);
    const agent = await live.co.jwtAs("agent");
    expect((await req("PATCH", "/api/v1/otp/settings", { codeLength: 8 }, agent.jwt)).body.error.code).toBe("INSUFFICIENT_PERMISSIONS");
  });
});

describe("refusals before anything is sent", () => {
  it("409 says what is missing: no template and no SMS, a channel not connected", async () => {
    const none = await send(otherToken, { phone: `+${phone()}` });
    expect(none.status).toBe(409);
    expect(none.body.error.details).toMatchObject({ reason: "no_otp_channel", chatapp: "no_authentication_template", sms: "channel_not_connected" });
    expect((await send(otherToken, { phone: `+${phone()}`, channel: "CHATAPP" })).body.error.details).toMatchObject({ reason: "no_authentication_template" });
    expect((await send(otherToken, { phone: `+${phone()}`, channel: "SMS" })).body.error.details).toMatchObject({ reason: "channel_not_connected", channel: "sms" });
  });

  it("400 names a bad phone, channel or code; a named template that cannot carry a code is a 409", async () => {
    const t = await fresh();
    const bad = await send(t, { phone: "call me", channel: "PIGEON", templateName: "login_code" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields?.map((f) => f.path).sort()).toEqual(["channel", "phone"]);
    expect((await send(t, { phone: `+${phone()}`, templateName: "login_code" })).body.error.details.fields?.map((f) => f.path)).toEqual(["templateName", "languageCode"]);
    expect((await req("POST", "/api/v1/otp/verify", { phone: `+${phone()}`, code: "12ab" }, t)).body.error.details.fields?.map((f) => f.path)).toEqual(["code"]);
    const named = await send(t, { phone: `+${phone()}`, templateName: "no_such_code", languageCode: "en" });
    expect(named.status).toBe(409);
    expect(named.body.error.details).toMatchObject({ reason: "template_not_found" });
  });

  it("each route needs its own scope", async () => {
    expect((await send(await fresh(["otp:verify"]), { phone: `+${phone()}` })).body.error.code).toBe("INSUFFICIENT_PERMISSIONS");
    expect((await verify(await fresh(["otp:send"]), phone(), "123456")).body.error.code).toBe("INSUFFICIENT_PERMISSIONS");
  });
});

describe("by SMS", () => {
  beforeAll(async () => {
    const connected = await req("PUT", "/api/v1/channels/sms", { accountSid: SID, authToken: SMS_AUTH, phoneNumber: SMS_NUMBER }, live.co.ownerJwt);
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  });

  it("AUTO takes SMS when no AUTHENTICATION template exists; the code verifies once", async () => {
    const t = await fresh();
    const to = phone();
    const sent = await send(t, { phone: `+${to}` });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ channel: "SMS", codeLength: 6 });
    const code = smsCode(to);
    expect(code).toMatch(/^\d{6}$/);
    expect(gw.sends.at(-1)?.params).toMatchObject({ To: `+${to}`, From: SMS_NUMBER, Body: `Your verification code is ${code}. It expires in 10 minutes. Do not share it with anyone.` });
    expect(JSON.stringify(sent.body)).not.toContain(code);
    expect((await verify(t, to, code)).body).toMatchObject({ verified: true });
    expect((await verify(t, to, code)).body).toEqual({ verified: false, reason: "invalid_code" });
  });
});

describe("by chatapp", () => {
  let tpl: { name: string; language: string };
  beforeAll(async () => {
    tpl = await approvedAuthTemplate(`login_code_${randomBytes(3).toString("hex")}`);
    await settings({ resendCooldownSeconds: 0, maxSendsPerHour: 50 });
  });

  it("sends the code in the template's body and OTP button; nothing stored or answered holds it", async () => {
    const t = await fresh();
    const to = phone();
    const sent = await send(t, { phone: `+${to}` });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(["channel", "codeLength", "expiresAt", "id", "resendAvailableAt"]);
    expect(sent.body).toMatchObject({ channel: "CHATAPP", codeLength: 6 });
    const expires = Date.parse(String(sent.body.expiresAt)) - Date.now();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000);
    const code = chatappCode(to);
    expect(code).toMatch(/^\d{6}$/);
    expect((live.sends(to).at(-1)?.json as TemplateSend).template).toEqual({
      name: tpl.name,
      language: { code: "en_US" },
      components: [
        { type: "button", sub_type: "url", index: 0, parameters: [{ type: "text", text: code }] },
        { type: "body", parameters: [{ type: "text", text: code }] },
      ],
    });
    // The thread, the timeline, the events and the code's row never hold the code.
    const db = getDb();
    const stored = await db.execute(sql`select (select coalesce(string_agg(m.text || m.content::text, ' '), '') from messages m where m.company_id = ${live.co.companyId}) as messages,
      (select coalesce(string_agg(payload::text, ' '), '') from event_outbox where company_id = ${live.co.companyId}) as events,
      (select coalesce(string_agg(data::text, ' '), '') from contact_activities where company_id = ${live.co.companyId}) as activities`);
    const row = stored.rows[0] as Record<string, string>;
    for (const v of Object.values(row)) expect(v).not.toContain(code);
    expect(row.messages).toContain("•••••• is your verification code.");
    const [otp] = await db.select().from(otpCodes).where(eq(otpCodes.id, String(sent.body.id)));
    expect(otp).toMatchObject({ status: "PENDING", channel: "CHATAPP", attempts: 0, maxAttempts: 5 });
    expect(otp.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(otp.codeHash).not.toContain(code);

    const ok = await verify(t, to, code);
    expect(ok.body).toMatchObject({ verified: true });
    expect(Date.parse(String(ok.body.verifiedAt))).toBeGreaterThan(Date.now() - 60_000);
    const events = (await outboxEvents(live.co.companyId)).filter((e) => e.event.startsWith("otp."));
    expect(events.filter((e) => (e.payload as { otp: { id: string } }).otp.id === sent.body.id).map((e) => e.event)).toEqual(["otp.sent", "otp.verified"]);
    expect(JSON.stringify(events)).not.toContain(code);
  });

  it("a template saved in the settings is used, and templateName null alone clears the choice", async () => {
    const saved = await settings({ templateName: tpl.name, templateLanguage: "en_US" });
    expect(saved.body).toMatchObject({ templateName: tpl.name, templateLanguage: "en_US" });
    const to = phone();
    expect((await send(await fresh(), { phone: `+${to}` })).body).toMatchObject({ channel: "CHATAPP" });
    expect((live.sends(to).at(-1)?.json as TemplateSend).template.name).toBe(tpl.name);
    expect((await settings({ templateName: null })).body).toMatchObject({ templateName: null, templateLanguage: null });
  });

  it("a wrong code spends a try; the right one still works; a used code is refused", async () => {
    const t = await fresh();
    const to = phone();
    expect((await send(t, { phone: `+${to}` })).status).toBe(200);
    const code = chatappCode(to);
    expect((await verify(t, to, wrong(code))).body).toEqual({ verified: false, reason: "invalid_code" });
    expect((await verify(t, to, code)).body).toMatchObject({ verified: true });
    expect((await verify(t, to, code)).body).toEqual({ verified: false, reason: "invalid_code" });
  });

  it("the code dies after the configured tries, even the right one", async () => {
    await settings({ maxAttempts: 3 });
    try {
      const t = await fresh();
      const to = phone();
      expect((await send(t, { phone: `+${to}` })).status).toBe(200);
      const code = chatappCode(to);
      for (let i = 0; i < 3; i++) expect((await verify(t, to, wrong(code))).body).toEqual({ verified: false, reason: "invalid_code" });
      expect((await verify(t, to, code)).body).toEqual({ verified: false, reason: "too_many_attempts" });
      // A new send gives a new code with its own tries.
      expect((await send(t, { phone: `+${to}` })).status).toBe(200);
      expect((await verify(t, to, chatappCode(to))).body).toMatchObject({ verified: true });
    } finally {
      await settings({ maxAttempts: 5 });
    }
  });

  it("an expired code answers expired, even when right", async () => {
    const t = await fresh();
    const to = phone();
    const sent = await send(t, { phone: `+${to}` });
    const code = chatappCode(to);
    // The clock moved past the expiry: the server compares expiresAt with its own time.
    await getDb().update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.id, String(sent.body.id)));
    expect((await verify(t, to, code)).body).toEqual({ verified: false, reason: "expired" });
  });

  it("the settings' length and expiry shape the next code", async () => {
    await settings({ codeLength: 8, expiryMinutes: 2 });
    try {
      const t = await fresh();
      const to = phone();
      const sent = await send(t, { phone: `+${to}` });
      expect(sent.body).toMatchObject({ codeLength: 8 });
      expect(Date.parse(String(sent.body.expiresAt)) - Date.now()).toBeLessThanOrEqual(2 * 60_000);
      const code = chatappCode(to);
      expect(code).toMatch(/^\d{8}$/);
      expect((await verify(t, to, code)).body).toMatchObject({ verified: true });
    } finally {
      await settings({ codeLength: 6, expiryMinutes: 10 });
    }
  });

  it("a new send supersedes the earlier code", async () => {
    const t = await fresh();
    const to = phone();
    await send(t, { phone: `+${to}` });
    const first = chatappCode(to);
    await send(t, { phone: `+${to}` });
    const second = chatappCode(to);
    if (first !== second) expect((await verify(t, to, first)).body).toEqual({ verified: false, reason: "invalid_code" });
    expect((await verify(t, to, second)).body).toMatchObject({ verified: true });
    const rows = await getDb().select({ status: otpCodes.status }).from(otpCodes).where(and(eq(otpCodes.companyId, live.co.companyId), eq(otpCodes.phone, to))).orderBy(otpCodes.createdAt);
    expect(rows.map((r) => r.status)).toEqual(["SUPERSEDED", "VERIFIED"]);
  });

  it("a phone that is a contact and one that is not get the same answers", async () => {
    const t = await fresh();
    const known = phone();
    await live.co.contact({ phone: `+${known}` });
    const unknown = phone();
    // Verify before any send: no code for either.
    const [a, b] = [await verify(t, known, "123456"), await verify(t, unknown, "123456")];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ verified: false, reason: "invalid_code" });
    const [sa, sb] = [await send(t, { phone: `+${known}` }), await send(t, { phone: `+${unknown}` })];
    expect([sa.status, sb.status]).toEqual([200, 200]);
    expect(Object.keys(sa.body).sort()).toEqual(Object.keys(sb.body).sort());
    expect({ ...sa.body, id: "", expiresAt: "", resendAvailableAt: "" }).toEqual({ ...sb.body, id: "", expiresAt: "", resendAvailableAt: "" });
    expect((await verify(t, known, wrong(chatappCode(known)))).body).toEqual((await verify(t, unknown, wrong(chatappCode(unknown)))).body);
  });

  it("another company can neither verify nor spend this company's codes", async () => {
    const t = await fresh();
    const to = phone();
    await send(t, { phone: `+${to}` });
    const code = chatappCode(to);
    for (let i = 0; i < 6; i++) expect((await verify(otherToken, to, code)).body).toEqual({ verified: false, reason: "invalid_code" });
    expect((await verify(t, to, code)).body).toMatchObject({ verified: true });
  });
});

describe("limits", () => {
  it("a resend inside the cooldown is a 429 with Retry-After; another phone is not held up", async () => {
    await settings({ resendCooldownSeconds: 120, maxSendsPerHour: 50 });
    try {
      const t = await fresh();
      const to = phone();
      expect((await send(t, { phone: `+${to}` })).status).toBe(200);
      const again = await send(t, { phone: `+${to}` });
      expect(again.status).toBe(429);
      expect(again.body.error).toMatchObject({ code: "TOO_MANY_REQUESTS", details: { reason: "resend_cooldown" } });
      const retry = await fetch(`${live.app.baseUrl}/api/v1/otp/send`, { method: "POST", headers: { authorization: `Bearer ${t}`, "content-type": "application/json" }, body: JSON.stringify({ phone: `+${to}` }) });
      expect(Number(retry.headers.get("retry-after"))).toBeGreaterThan(100);
      expect((await send(t, { phone: `+${phone()}` })).status).toBe(200);
    } finally {
      await settings({ resendCooldownSeconds: 0 });
    }
  });

  it("the hourly cap per phone holds across tokens", async () => {
    await settings({ resendCooldownSeconds: 0, maxSendsPerHour: 2 });
    try {
      const to = phone();
      expect((await send(await fresh(), { phone: `+${to}` })).status).toBe(200);
      expect((await send(await fresh(), { phone: `+${to}` })).status).toBe(200);
      const third = await send(await fresh(), { phone: `+${to}` });
      expect(third.status).toBe(429);
      expect(third.body.error.details).toMatchObject({ reason: "phone_hourly_limit" });
      expect(Number(third.body.error.details.retryAfter)).toBeGreaterThan(3500);
    } finally {
      await settings({ maxSendsPerHour: 50 });
    }
  });

  it(`a token sends ${PER_TOKEN} codes a minute; another token has its own budget`, async () => {
    const t = await fresh();
    for (let i = 0; i < PER_TOKEN; i++) expect((await send(t, { phone: `+${phone()}` })).status, `send ${i + 1}`).toBe(200);
    const over = await send(t, { phone: `+${phone()}` });
    expect(over.status).toBe(429);
    expect(over.body.error.details).toMatchObject({ reason: "sender_otp_limit" });
    expect((await send(await fresh(), { phone: `+${phone()}` })).status).toBe(200);
  });
});
