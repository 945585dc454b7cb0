import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { startFakeSmsGateway, type FakeSmsGateway } from "@/lib/testing/fake-sms-gateway";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany, type TestCompany } from "./support/fixtures";
import { ownServer } from "./support/own-server";

/**
 * SMS on the channel layer, live against a fake gateway with Twilio's Messages API shape:
 * connecting (credentials and number checked), signed form callbacks (inbound texts matched to
 * contacts by phone, stop keywords as consent, delivery and failure statuses), every send as
 * the literal form the gateway receives, refusals, segment counting, and the sandbox.
 */
const SID = `AC${"a1b2c3d4".repeat(4)}`;
const AUTH = "f".repeat(8) + "0123456789abcdef0123456789ab".slice(0, 24);
const NUMBER = "+14155550100";
const PUBLIC = "https://sms.example.test";
const HOOK = `${PUBLIC}/api/channels/sms/webhook`;
let gw: FakeSmsGateway;
let app: TestServer;
let co: TestCompany;
let token: string;

const req = ownServer(() => app.baseUrl, () => token);

let seq = 0;
const sid = () => `SM${String(++seq).padStart(32, "0")}`;
const inbound = (from: string, body: string, extra: Record<string, string> = {}) => ({ MessageSid: sid(), AccountSid: SID, From: from, To: NUMBER, Body: body, NumMedia: "0", SmsStatus: "received", ApiVersion: "2010-04-01", ...extra });
const post = (params: Record<string, string>, signature?: string | null) => gw.post({ publicUrl: HOOK, origin: app.baseUrl, accountSid: SID, params, signature });

async function conversationOf(phoneDigits: string) {
  const [row] = (await getDb().execute<{ id: string; contact_id: string }>(sql`select v.id, v.contact_id from conversations v join contact_channel_ids i on i.contact_id = v.contact_id and i.channel = 'SMS' where i.external_id = ${phoneDigits} and i.company_id = ${co.companyId} and v.channel = 'SMS' and v.status = 'OPEN'`)).rows;
  return row;
}
const thread = async (conversationId: string) => (await req("GET", `/api/v1/conversations/${conversationId}/messages?limit=50`)).body.data as { id: string; type: string; text: string | null; content: Record<string, unknown>; direction: string; status: string; error?: { code?: string; message: string } | null }[];

beforeAll(async () => {
  gw = await startFakeSmsGateway();
  gw.addAccount({ sid: SID, token: AUTH, name: "Blue Shoes", numbers: [NUMBER] });
  app = await startTestServer("sms", Number(process.env.TEST_PORT ?? 3100) + 75, { SMS_API_BASE_URL: gw.baseUrl, APP_URL: PUBLIC });
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  co = await newCompany("sms");
  token = (await co.token(["messages:send", "channels:write", "channels:read", "conversations:read", "contacts:read", "contacts:write"])).token;
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
  await gw?.close();
});

describe("connecting", () => {
  it("names each field the gateway refuses and stores nothing", async () => {
    const shape = await req("PUT", "/api/v1/channels/sms", { accountSid: "AC123", authToken: "x", phoneNumber: "4155550100" });
    expect(shape.status).toBe(400);
    expect(shape.body.error.details.fields?.map((f) => f.path).sort()).toEqual(["accountSid", "authToken", "phoneNumber"]);
    const wrong = await req("PUT", "/api/v1/channels/sms", { accountSid: SID, authToken: "0".repeat(32), phoneNumber: NUMBER });
    expect(wrong.body.error.details.fields?.map((f) => f.path)).toEqual(["authToken"]);
    const notOwned = await req("PUT", "/api/v1/channels/sms", { accountSid: SID, authToken: AUTH, phoneNumber: "+14155550199" });
    expect(notOwned.body.error.details.fields?.map((f) => f.path)).toEqual(["phoneNumber"]);
    expect((await req("GET", "/api/v1/channels/sms")).body).toMatchObject({ status: "not_connected" });
  });

  it("connects the number, never returning the auth token", async () => {
    const r = await req("PUT", "/api/v1/channels/sms", { accountSid: SID, authToken: AUTH, phoneNumber: NUMBER });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ channel: "sms", mode: "live", status: "connected", displayName: NUMBER, identifiers: { accountSid: SID, phoneNumber: NUMBER, accountName: "Blue Shoes" }, routingId: NUMBER, hasAccessToken: true });
    expect(JSON.stringify(r.body)).not.toContain(AUTH);
    expect((await req("POST", "/api/v1/channels/sms/test")).body).toMatchObject({ ok: true });
    const mine = (await req("GET", "/api/v1/me/channels")).body.data as Record<string, unknown>[];
    expect(mine.find((c) => c.channel === "sms")).toMatchObject({ status: "connected", mode: "live", displayName: NUMBER, identifiers: { phoneNumber: NUMBER, accountSid: SID }, lastError: null });
    expect(JSON.stringify(mine)).not.toContain(AUTH);
  });
});

describe("callbacks", () => {
  it("refuses an unsigned callback, a wrong signature and one signed over another URL", async () => {
    const params = inbound("+14155550111", "hi");
    expect((await post(params, null)).status).toBe(401);
    expect((await post(params, "bm90IGl0")).status).toBe(401);
    const elsewhere = await gw.post({ publicUrl: "https://attacker.example/api/channels/sms/webhook", origin: app.baseUrl, accountSid: SID, params });
    expect(elsewhere.status).toBe(401);
    expect(await conversationOf("14155550111")).toBeUndefined();
  });

  it("a text from a number a contact already has lands on that contact; a new number becomes a contact named by it; a repeat is stored once", async () => {
    const known = await req("POST", "/api/v1/contacts", { name: "Maya Chen", phone: "+1 415 555 0122" });
    expect(known.status).toBe(200);
    const first = inbound("+14155550122", "Is my order ready?");
    expect((await post(first)).body).toMatchObject({ received: 1 });
    expect((await post(first)).body).toMatchObject({ received: 0, duplicates: 1 });
    const conv = await conversationOf("14155550122");
    expect(conv.contact_id).toBe(known.body.id);
    const contacts = (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from contacts where company_id = ${co.companyId} and phone = '14155550122'`)).rows[0];
    expect(contacts.n).toBe(1);
    const created = (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from event_outbox where company_id = ${co.companyId} and event = 'contact.created' and payload::text like '%14155550122%'`)).rows[0];
    expect(created.n).toBe(1); // the API's create, not a second one from the SMS
    await post(inbound("+14155550133", "hello", { NumMedia: "1", MediaUrl0: "https://media.example.test/ME1", MediaContentType0: "image/jpeg" }));
    const fresh = await conversationOf("14155550133");
    const contact = await req("GET", `/api/v1/contacts/${fresh.contact_id}`);
    expect(contact.body).toMatchObject({ name: "+14155550133", phone: "14155550133" });
    expect((await thread(fresh.id))[0]).toMatchObject({ type: "image", text: "hello", content: { media: [{ url: "https://media.example.test/ME1", contentType: "image/jpeg" }] } });
  });

  it("a sender that is no phone number (an alphanumeric id) is acknowledged and ignored, with no contact made", async () => {
    expect((await post(inbound("BLUESHOES", "Your code is 1234"))).body).toMatchObject({ received: 0, ignored: 1 });
    const made = (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from contact_channel_ids where company_id = ${co.companyId} and channel = 'SMS' and external_id = ''`)).rows[0];
    expect(made.n).toBe(0);
  });

  it("STOP opts the contact out of marketing and START back in", async () => {
    await post(inbound("+14155550144", "hi"));
    const { contact_id } = await conversationOf("14155550144");
    await post(inbound("+14155550144", " stop "));
    expect((await req("GET", `/api/v1/contacts/${contact_id}`)).body).toMatchObject({ marketingConsent: "OPTED_OUT", marketingConsentSource: "KEYWORD" });
    await post(inbound("+14155550144", "START"));
    expect((await req("GET", `/api/v1/contacts/${contact_id}`)).body).toMatchObject({ marketingConsent: "OPTED_IN" });
    await post(inbound("+14155550144", "please stop by the shop"));
    expect((await req("GET", `/api/v1/contacts/${contact_id}`)).body).toMatchObject({ marketingConsent: "OPTED_IN" });
  });
});

describe("sending", () => {
  it("sends the literal form, stores the segments, and follows the status callbacks to delivered or failed", async () => {
    gw.sends.length = 0;
    const r = await req("POST", "/api/v1/sms/send", { to: "+1 (415) 555-0122", text: "Ready for pickup — see you soon 🙂", mediaUrls: ["https://cdn.example.test/a.jpg", "https://cdn.example.test/b.jpg"] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(gw.sends).toEqual([
      { accountSid: SID, params: { To: "+14155550122", From: NUMBER, Body: "Ready for pickup — see you soon 🙂", StatusCallback: HOOK, MediaUrl: ["https://cdn.example.test/a.jpg", "https://cdn.example.test/b.jpg"] } },
    ]);
    const conv = await conversationOf("14155550122");
    const sent = (await thread(conv.id)).find((m) => m.id === r.body.messageId)!;
    expect(sent).toMatchObject({ status: "sent", content: { encoding: "UCS-2", segments: 1 } });
    const status = (s: string, extra: Record<string, string> = {}) => post({ MessageSid: String(r.body.platformMessageId), AccountSid: SID, From: NUMBER, To: "+14155550122", MessageStatus: s, SmsStatus: s, ApiVersion: "2010-04-01", ...extra });
    expect((await status("sent")).body).toMatchObject({ ignored: 1 });
    expect((await status("delivered")).body).toMatchObject({ statuses: 1 });
    expect((await thread(conv.id)).find((m) => m.id === r.body.messageId)).toMatchObject({ status: "delivered" });

    const second = await req("POST", "/api/v1/sms/send", { to: "+14155550122", text: "One more thing" });
    await post({ MessageSid: String(second.body.platformMessageId), AccountSid: SID, From: NUMBER, To: "+14155550122", MessageStatus: "undelivered", ErrorCode: "30003", ApiVersion: "2010-04-01" });
    expect((await thread(conv.id)).find((m) => m.id === second.body.messageId)).toMatchObject({ status: "failed", error: { code: "30003" } });
  });

  it("texts a number that never wrote by finding or creating its contact", async () => {
    const r = await req("POST", "/api/v1/sms/send", { to: "+1 415 555 0177", text: "Your table is booked" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const conv = await conversationOf("14155550177");
    expect((await req("GET", `/api/v1/contacts/${conv.contact_id}`)).body).toMatchObject({ phone: "14155550177" });
  });

  it("refuses what the gateway refuses, with the reason", async () => {
    gw.optedOut.add("+14155550188");
    const stopped = await req("POST", "/api/v1/sms/send", { to: "+14155550188", text: "Sale!" });
    expect(stopped.status).toBe(409);
    expect(stopped.body.error.details).toMatchObject({ reason: "recipient_opted_out", messageId: expect.any(String) });
    const invalid = await req("POST", "/api/v1/sms/send", { to: "12", text: "x" });
    expect(invalid.body.error.details.fields?.map((f) => f.path)).toEqual(["to"]);
    const long = await req("POST", "/api/v1/sms/send", { to: "+14155550122", text: "x".repeat(1601) });
    expect(long.body.error.details.fields?.map((f) => f.path)).toEqual(["text"]);
  });

  it("counts segments as the gateway bills them", async () => {
    const count = async (text: string) => (await req("POST", "/api/v1/sms/segments", { text })).body;
    expect(await count("x".repeat(160))).toEqual({ encoding: "GSM-7", segments: 1, characters: 160, nonGsmCharacters: [] });
    expect(await count("x".repeat(161))).toMatchObject({ encoding: "GSM-7", segments: 2 });
    expect(await count("{".repeat(80))).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(await count("{".repeat(81))).toMatchObject({ encoding: "GSM-7", segments: 2 });
    expect(await count("مرحبا ".repeat(12))).toMatchObject({ encoding: "UCS-2", segments: 2 });
    expect(await count("Hi “Maya”")).toMatchObject({ encoding: "UCS-2", segments: 1, nonGsmCharacters: ["“", "”"] });
  });
});

describe("sandbox", () => {
  it("simulates a texter, sends without the gateway and reports delivered, or undelivered for numbers ending 0000", async () => {
    // A fresh token: the polls below would otherwise meet the 60-a-minute limit the suite's token has used up.
    token = (await co.token(["messages:send", "channels:write", "conversations:read", "contacts:read"])).token;
    expect((await req("POST", "/api/v1/channels/sms/sandbox")).body).toMatchObject({ mode: "sandbox" });
    const sim = await req("POST", "/api/v1/channels/sms/sandbox/inbound", { from: "+1 415 555 0199", text: "STOP" });
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    expect((await req("GET", `/api/v1/contacts/${sim.body.contactId}`)).body).toMatchObject({ marketingConsent: "OPTED_OUT" });
    gw.sends.length = 0;
    const ok = await req("POST", "/api/v1/sms/send", { to: "+14155550199", text: "Confirmed" });
    const bad = await req("POST", "/api/v1/sms/send", { to: "+14155550000", text: "Hello?" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(bad.status, JSON.stringify(bad.body)).toBe(200);
    expect(gw.sends).toHaveLength(0);
    const statusOf = async (conversationId: string, id: unknown) => (await thread(conversationId)).find((m) => m.id === id)?.status;
    await expect.poll(() => statusOf(String(ok.body.conversationId), ok.body.messageId), { timeout: 15_000 }).toBe("delivered");
    await expect.poll(() => statusOf(String(bad.body.conversationId), bad.body.messageId), { timeout: 15_000 }).toBe("failed");
  });
});
