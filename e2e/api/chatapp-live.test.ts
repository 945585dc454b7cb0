import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { CONTRACT_CASES, CONTRACT_TO, PLATFORM_HEAD } from "@/lib/testing/chatapp-contract-cases";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { newCompany, type TestCompany } from "./support/fixtures";
import { callbackBody, unix, wamid } from "./support/chatapp";

/**
 * The live provider end to end: the app runs against a fake Cloud API on loopback (its own
 * server, since the platform base URL is process configuration), connected through the API.
 */
const PHONE_NUMBER_ID = "106540352242922";
const TOKEN = "EAAGm0PX4ZCpsBAKZC-live-contract-token";
const WABA_ID = "102290129340398";
let fake: FakeCloudApi;
let app: TestServer;
let co: TestCompany;
let send: string;

/** The answer fields these tests read; everything else is compared with toMatchObject. */
interface Answer {
  error: { code: string; message: string; details: { fields: { path: string }[]; messageId: string; conversationId: string; reason?: string } };
  data: { channel: string; id: string }[];
  mediaId: string;
  [k: string]: unknown;
}

async function req(method: string, path: string, body?: unknown, token = send) {
  const res = await fetch(`${app.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Answer };
}

/** The customer writes first, so the 24-hour window is open for free-form sends. */
async function customerWrites(from: string) {
  const raw = JSON.stringify(callbackBody(PHONE_NUMBER_ID, { contacts: [{ profile: { name: "Lee" }, wa_id: from }], messages: [{ from, id: wamid(), timestamp: unix(), type: "text", text: { body: "hi" } }] }));
  const res = await fetch(`${app.baseUrl}/api/channels/chatapp/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": hubSignature(raw, "test-chatapp-app-secret") }, body: raw });
  expect(res.status).toBe(200);
}

/** Creates a template (the fake platform stores it) and approves it by the platform's signed status callback. */
async function approvedOnPlatform(template: Record<string, unknown>) {
  const created = await req("POST", "/api/v1/chatapp/templates", template);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: WABA_ID, time: Number(unix()), changes: [{ field: "message_template_status_update", value: { event: "APPROVED", message_template_id: Number(created.body.platformTemplateId), message_template_name: template.name, message_template_language: template.language, reason: "NONE" } }] }],
  });
  const res = await fetch(`${app.baseUrl}/api/channels/chatapp/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": hubSignature(raw, "test-chatapp-app-secret") }, body: raw });
  expect(await res.json()).toMatchObject({ templates: 1 });
}

beforeAll(async () => {
  fake = await startFakeCloudApi({ phoneNumberId: PHONE_NUMBER_ID, accessToken: TOKEN });
  app = await startTestServer("live", Number(process.env.TEST_PORT ?? 3100) + 2, { CHATAPP_API_BASE_URL: fake.baseUrl });
  // Fixtures write through this process's pool: point it at the live server's database.
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  co = await newCompany("live");
  send = (await co.token(["messages:send", "channels:write", "channels:read", "conversations:read", "templates:write", "templates:read"])).token;
  fake.addWaba(WABA_ID, TOKEN);
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
  await fake?.close();
});

describe("connecting live", () => {
  it("refuses a token the platform rejects (400 naming accessToken) and stores nothing", async () => {
    const res = await req("PUT", "/api/v1/channels/chatapp", { phoneNumberId: PHONE_NUMBER_ID, wabaId: WABA_ID, accessToken: "EAAG-wrong-token-0000000000" });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0].path).toBe("accessToken");
    expect((await req("GET", "/api/v1/channels/chatapp")).body).toMatchObject({ mode: "sandbox" });
  });

  it("connects with a working token, never returns it, and the test call reports healthy", async () => {
    fake.reset();
    const res = await req("PUT", "/api/v1/channels/chatapp", { phoneNumberId: PHONE_NUMBER_ID, wabaId: WABA_ID, accessToken: TOKEN });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ channel: "chatapp", mode: "live", status: "connected", identifiers: { phoneNumberId: PHONE_NUMBER_ID, wabaId: WABA_ID }, routingId: PHONE_NUMBER_ID, hasAccessToken: true, health: { ok: true } });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    expect(fake.requests[0]).toMatchObject({ method: "GET", path: `/v21.0/${PHONE_NUMBER_ID}` });
    expect(fake.requests[0].headers.authorization).toBe(`Bearer ${TOKEN}`);
    const test = await req("POST", "/api/v1/channels/chatapp/test");
    expect(test.body).toMatchObject({ ok: true });
    const mine = await req("GET", "/api/v1/me/channels");
    expect(mine.body.data.find((c: { channel: string }) => c.channel === "chatapp")).toMatchObject({ status: "connected", mode: "live", displayName: "+1 555-010-2030" });
  });

  it("a number another company has connected is a 409, and that company's connection stays as it was", async () => {
    const other = await newCompany("live-other");
    const theirs = (await other.token(["channels:write", "channels:read"])).token;
    const res = await req("PUT", "/api/v1/channels/chatapp", { phoneNumberId: PHONE_NUMBER_ID, wabaId: WABA_ID, accessToken: TOKEN }, theirs);
    expect(res.status).toBe(409);
    expect(res.body.error.details).toMatchObject({ reason: "account_in_use", routingId: PHONE_NUMBER_ID });
    expect((await req("GET", "/api/v1/channels/chatapp", undefined, theirs)).body).toMatchObject({ mode: "sandbox", identifiers: { phoneNumberId: `sandbox-${other.companyId}` } });
    // Callbacks for the number still reach the company that holds it.
    const before = await req("GET", "/api/v1/me/channels");
    expect(before.body.data.find((c: { channel: string }) => c.channel === "chatapp")).toMatchObject({ mode: "live" });
  });

  it("simulating a customer needs the sandbox: 409 on a live number, through the layer's route and chatapp's", async () => {
    for (const path of ["/api/v1/channels/chatapp/sandbox/inbound", "/api/v1/chatapp/sandbox/inbound"]) {
      const res = await req("POST", path, { from: "15550104321", text: "hello" });
      expect(res.status, path).toBe(409);
      expect(res.body.error.details.reason).toBe("not_sandbox");
    }
  });
});

describe("every send route through the app: the JSON and headers the platform receives", () => {
  beforeAll(async () => {
    await customerWrites(PLATFORM_HEAD.to);
    await approvedOnPlatform({ name: "otp_code", language: "ar", category: "UTILITY", bodyText: "رمزك هو {{1}}.", bodyExamples: ["123456"], variableMapping: { "1": { type: "static", value: "000000" } } });
  });
  it.each(CONTRACT_CASES)("%s", async (kind, body, expected) => {
    fake.reset();
    const res = await req("POST", `/api/v1/chatapp/messages/${kind}`, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "sent", platformMessageId: fake.sentMessageIds[0] });
    expect(fake.requests).toHaveLength(1);
    const [r] = fake.requests;
    expect(`${r.method} ${r.path}`).toBe(`POST /v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(r.headers["content-type"]).toBe("application/json");
    expect(r.json).toEqual({ ...PLATFORM_HEAD, ...expected });
  });
});

describe("platform errors", () => {
  it("retries the throughput error (130429) and succeeds", async () => {
    fake.reset();
    fake.throttle(2);
    const res = await req("POST", "/api/v1/chatapp/messages/text", { to: CONTRACT_TO, body: "after a throttle" });
    expect(res.status).toBe(200);
    expect(fake.requests.filter((r) => r.path.endsWith("/messages"))).toHaveLength(3);
  });

  it("maps a refused recipient to a 400 naming `to` and keeps the message as failed", async () => {
    fake.reset();
    fake.failNext({ status: 400, error: { message: "(#131026) Message Undeliverable.", type: "OAuthException", code: 131026, error_data: { messaging_product: "whatsapp", details: "Message Undeliverable." } } });
    const res = await req("POST", "/api/v1/chatapp/messages/text", { to: CONTRACT_TO, body: "will fail" });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("to");
    const messageId = res.body.error.details.messageId as string;
    const conversationId = res.body.error.details.conversationId as string;
    const thread = await req("GET", `/api/v1/conversations/${conversationId}/messages`);
    expect(thread.body.data.find((m: { id: string }) => m.id === messageId)).toMatchObject({ status: "failed", error: { code: 131026 } });
  });

  it("retries a platform 500 three times, then answers 502 BAD_GATEWAY with the message kept as failed", async () => {
    fake.reset();
    fake.failNext({ status: 500, error: { message: "An unknown error occurred", type: "OAuthException", code: 1 } }, 10);
    const res = await req("POST", "/api/v1/chatapp/messages/text", { to: CONTRACT_TO, body: "platform down" });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: "BAD_GATEWAY", details: { reason: "platform_error" } });
    expect(fake.requests.filter((r) => r.path.endsWith("/messages"))).toHaveLength(4);
    const thread = await req("GET", `/api/v1/conversations/${res.body.error.details.conversationId}/messages`);
    expect(thread.body.data.find((m: { id: string }) => m.id === res.body.error.details.messageId)).toMatchObject({ status: "failed" });
    fake.reset();
  });
});

describe("template media samples without the app id", () => {
  it("answers 503 naming CHATAPP_APP_ID instead of calling the platform", async () => {
    fake.reset();
    const res = await req("POST", "/api/v1/chatapp/media/upload-for-template", { mediaType: "image", base64: "iVBORw0KGgo=", mimeType: "image/png" });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", details: { reason: "chatapp_app_id_missing" } });
    expect(res.body.error.message).toContain("CHATAPP_APP_ID");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("media upload", () => {
  it("uploads base64 bytes as multipart and answers the platform's media id", async () => {
    fake.reset();
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const res = await req("POST", "/api/v1/chatapp/media/upload", { mediaType: "image", base64: png.toString("base64"), mimeType: "image/png", filename: "dot.png" });
    expect(res.status).toBe(200);
    expect(res.body.mediaId).toMatch(/^\d+$/);
    const [r] = fake.requests;
    expect(`${r.method} ${r.path}`).toBe(`POST /v21.0/${PHONE_NUMBER_ID}/media`);
    expect(r.form?.fields).toMatchObject({ messaging_product: "whatsapp", type: "image/png" });
    expect(r.form?.file?.bytes.equals(png)).toBe(true);
  });

  it("refuses a mediaUrl on a private address before fetching it", async () => {
    const res = await req("POST", "/api/v1/chatapp/media/upload", { mediaType: "image", mediaUrl: `${fake.baseUrl}/x.png` });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0].path).toBe("mediaUrl");
  });
});
