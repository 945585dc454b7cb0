import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { toCloudTemplate } from "@/lib/templates/components";
import { templateInputSchema } from "@/lib/templates/schemas";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany } from "./support/fixtures";
import { PNG_BASE64, type Tpl } from "./support/templates";

/**
 * Templates against a fake Cloud API (its own app server: the platform base URL and the app id
 * are process configuration): the exact JSON the platform receives for each template type,
 * status callbacks, sync through several pages, the resumable upload, delete and refusals.
 */
const PHONE_NUMBER_ID = "106540352242923";
const WABA_ID = "102290129340399";
const TOKEN = "EAAGm0PX4ZCpsBAKZC-templates-live-token";
const HANDLE = "4::aW1hZ2UvcG5n:ARbXyZ123";
let fake: FakeCloudApi;
let app: TestServer;
let token: string;

interface Answer {
  error: { code: string; message: string; details: { fields?: { path: string }[]; reason?: string } };
  [k: string]: unknown;
}

async function req<T = Answer>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

/** A review decision on the platform, then its status callback, as the platform does it. */
async function statusCallback(t: { name: string; language: string; platformTemplateId: string | null }, event: string, reason = "NONE") {
  fake.templates.update(WABA_ID, t.name, t.language, { status: event });
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: WABA_ID, time: Math.floor(Date.now() / 1000), changes: [{ field: "message_template_status_update", value: { event, message_template_id: Number(t.platformTemplateId), message_template_name: t.name, message_template_language: t.language, reason } }] }],
  });
  const res = await fetch(`${app.baseUrl}/api/channels/chatapp/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": hubSignature(raw, "test-chatapp-app-secret") }, body: raw });
  expect(res.status).toBe(200);
}

/** Creates through the app and answers the template and what the platform received. */
async function create(input: Record<string, unknown>) {
  forget();
  const res = await req<Tpl>("POST", "/api/v1/chatapp/templates", input);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const posts = fake.requests.filter((r) => r.method === "POST" && r.path === `/v21.0/${WABA_ID}/message_templates`);
  expect(posts).toHaveLength(1);
  expect(posts[0].headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(posts[0].headers["content-type"]).toBe("application/json");
  return { template: res.body, sent: posts[0].json as Record<string, unknown> };
}

/** Clears what the fake recorded; its template store (the platform's state) stays. */
const forget = () => {
  fake.requests.length = 0;
  fake.sentMessageIds.length = 0;
};

const messagesSent = () => fake.requests.filter((r) => r.path === `/v21.0/${PHONE_NUMBER_ID}/messages`).map((r) => r.json as { template: { components: unknown[] } });

beforeAll(async () => {
  fake = await startFakeCloudApi({ phoneNumberId: PHONE_NUMBER_ID, accessToken: TOKEN, wabaId: WABA_ID });
  app = await startTestServer("tlive", Number(process.env.TEST_PORT ?? 3100) + 5, { CHATAPP_API_BASE_URL: fake.baseUrl, CHATAPP_APP_ID: fake.appId });
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  const co = await newCompany("tlive");
  token = (await co.token(["templates:write", "templates:read", "channels:write", "messages:send"])).token;
  const connected = await req("PUT", "/api/v1/channels/chatapp", { phoneNumberId: PHONE_NUMBER_ID, wabaId: WABA_ID, accessToken: TOKEN });
  expect(connected.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
  await fake?.close();
});

describe("the exact POST /{waba-id}/message_templates body for each template type", () => {
  it("STANDARD: header, body with examples, footer and every button kind", async () => {
    const { template, sent } = await create({
      name: "order_update",
      language: "en_US",
      category: "UTILITY",
      headerType: "TEXT",
      headerText: "Order {{1}}",
      headerExample: "#1042",
      bodyText: "Hi {{1}}, your order ships on {{2}}.",
      bodyExamples: ["Sara", "Monday"],
      footerText: "Reply STOP to opt out",
      buttons: [
        { type: "QUICK_REPLY", text: "Thanks" },
        { type: "URL", text: "Track", url: "https://shop.example.com/t/{{1}}", urlExample: "https://shop.example.com/t/1042" },
        { type: "PHONE_NUMBER", text: "Call us", phoneNumber: "+15550102030" },
      ],
      variableMapping: { "1": { type: "contact_field", value: "firstName" }, "2": { type: "static", value: "Monday" } },
    });
    expect(sent).toEqual({
      name: "order_update",
      language: "en_US",
      category: "UTILITY",
      components: [
        { type: "HEADER", format: "TEXT", text: "Order {{1}}", example: { header_text: ["#1042"] } },
        { type: "BODY", text: "Hi {{1}}, your order ships on {{2}}.", example: { body_text: [["Sara", "Monday"]] } },
        { type: "FOOTER", text: "Reply STOP to opt out" },
        {
          type: "BUTTONS",
          buttons: [
            { type: "QUICK_REPLY", text: "Thanks" },
            { type: "URL", text: "Track", url: "https://shop.example.com/t/{{1}}", example: ["https://shop.example.com/t/1042"] },
            { type: "PHONE_NUMBER", text: "Call us", phone_number: "+15550102030" },
          ],
        },
      ],
    });
    expect(template).toMatchObject({ status: "PENDING", platformTemplateId: fake.templates.all(WABA_ID)[0].id });
  });

  const others: [string, Record<string, unknown>][] = [
    ["media header", { name: "new_arrivals", language: "en", category: "MARKETING", headerType: "IMAGE", headerExample: HANDLE, bodyText: "Fresh picks are in store now." }],
    [
      "CAROUSEL",
      {
        name: "summer_carousel",
        language: "en_US",
        category: "MARKETING",
        templateType: "CAROUSEL",
        bodyText: "Our summer picks",
        carouselCards: [1, 2].map((n) => ({ headerFormat: "IMAGE", headerMediaHandle: `${HANDLE}${n}`, bodyText: `Item ${n}`, buttons: [{ type: "QUICK_REPLY", text: "More like this" }] })),
      },
    ],
    [
      "LIMITED_TIME_OFFER",
      {
        name: "flash_sale",
        language: "en_US",
        category: "MARKETING",
        templateType: "LIMITED_TIME_OFFER",
        headerType: "IMAGE",
        headerExample: HANDLE,
        bodyText: "Good news! Use the code for 25% off.",
        ltoText: "Expiring offer!",
        ltoExpiration: "2099-12-31T23:59:00Z",
        ltoCouponCode: "CARIBE25",
        buttons: [
          { type: "COPY_CODE", text: "Copy code" },
          { type: "URL", text: "Book now!", url: "https://shop.example.com/offer" },
        ],
      },
    ],
    ["AUTHENTICATION", { name: "login_code", language: "en_US", category: "AUTHENTICATION", bodyText: "{{1}} is your verification code.", authExpirationMinutes: 10, buttons: [{ type: "OTP", otpType: "COPY_CODE", text: "Copy code" }] }],
  ];
  it.each(others)("%s: the builder's JSON (pinned literally in components.test.ts), byte for byte through the app", async (_kind, input) => {
    const { sent } = await create(input);
    expect(sent).toEqual(JSON.parse(JSON.stringify(toCloudTemplate(templateInputSchema.parse(input)))));
  });

  it("a platform refusal answers the mapped error and keeps nothing, so the name can be submitted again", async () => {
    forget();
    fake.failNext({ status: 400, error: { message: "Invalid parameter", type: "OAuthException", code: 100, error_subcode: 2388043, error_data: { details: "Message template body text is invalid." } } });
    const input = { name: "refused_once", language: "en", category: "UTILITY", bodyText: "Your appointment is confirmed." };
    const refused = await req("POST", "/api/v1/chatapp/templates", input);
    expect(refused.status).toBe(400);
    expect((await req<{ data: Tpl[] }>("GET", "/api/v1/chatapp/templates?search=refused_once")).body.data).toHaveLength(0);
    expect((await req("POST", "/api/v1/chatapp/templates", input)).status).toBe(200);
  });
});

describe("sends of approved templates: the components the platform receives", () => {
  it("AUTHENTICATION: the code goes in the body and in the OTP button", async () => {
    const list = await req<{ data: Tpl[] }>("GET", "/api/v1/chatapp/templates?search=login_code");
    await statusCallback(list.body.data[0], "APPROVED");
    forget();
    const res = await req("POST", "/api/v1/chatapp/messages/template", { to: "+15550109999", templateName: "login_code", languageCode: "en_US", components: [{ type: "body", parameters: [{ type: "text", text: "482913" }] }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(messagesSent()[0].template).toEqual({
      name: "login_code",
      language: { code: "en_US" },
      components: [
        { type: "button", sub_type: "url", index: 0, parameters: [{ type: "text", text: "482913" }] },
        { type: "body", parameters: [{ type: "text", text: "482913" }] },
      ],
    });
  });

  it("LIMITED_TIME_OFFER with attached media: header media id, offer expiry and coupon code", async () => {
    const tpl = (await req<{ data: Tpl[] }>("GET", "/api/v1/chatapp/templates?search=flash_sale")).body.data[0];
    await statusCallback(tpl, "APPROVED");
    expect((await req("PATCH", `/api/v1/chatapp/templates/${tpl.id}/media`, { headerMediaId: "1479537139650973", carouselCards: [] })).status).toBe(200);
    forget();
    const res = await req("POST", "/api/v1/chatapp/messages/template", { to: "+15550109998", templateName: "flash_sale", languageCode: "en_US" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(messagesSent()[0].template.components).toEqual([
      { type: "header", parameters: [{ type: "image", image: { id: "1479537139650973" } }] },
      { type: "limited_time_offer", parameters: [{ type: "limited_time_offer", limited_time_offer: { expiration_time_ms: Date.parse("2099-12-31T23:59:00Z") } }] },
      { type: "button", sub_type: "copy_code", index: 0, parameters: [{ type: "coupon_code", coupon_code: "CARIBE25" }] },
    ]);
  });

  it("CAROUSEL: refused until every card has media, then each card's header goes by id", async () => {
    const tpl = (await req<{ data: Tpl[] }>("GET", "/api/v1/chatapp/templates?search=summer_carousel")).body.data[0];
    await statusCallback(tpl, "APPROVED");
    await req("PATCH", `/api/v1/chatapp/templates/${tpl.id}/media`, { headerMediaId: null, carouselCards: [{ index: 0, mediaId: "111" }] });
    const refused = await req("POST", "/api/v1/chatapp/messages/template", { to: "+15550109997", templateName: "summer_carousel", languageCode: "en_US" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ reason: "template_media_missing", missing: ["carouselCards.1"] });
    await req("PATCH", `/api/v1/chatapp/templates/${tpl.id}/media`, { headerMediaId: null, carouselCards: [{ index: 1, mediaId: "222" }, { index: 0, mediaId: "111" }] });
    forget();
    expect((await req("POST", "/api/v1/chatapp/messages/template", { to: "+15550109997", templateName: "summer_carousel", languageCode: "en_US" })).status).toBe(200);
    expect(messagesSent()[0].template.components).toEqual([
      {
        type: "carousel",
        cards: [
          { card_index: 0, components: [{ type: "header", parameters: [{ type: "image", image: { id: "111" } }] }] },
          { card_index: 1, components: [{ type: "header", parameters: [{ type: "image", image: { id: "222" } }] }] },
        ],
      },
    ]);
  });
});

describe("sync through the platform's pages", () => {
  it("takes the platform's decisions and imports templates made there, paging by cursor", async () => {
    fake.templates.update(WABA_ID, "order_update", "en_US", { status: "REJECTED", rejected_reason: "INVALID_FORMAT" });
    fake.templates.update(WABA_ID, "new_arrivals", "en", { status: "APPROVED", quality_score: { score: "GREEN" } });
    fake.templates.add(WABA_ID, { name: "made_in_manager", language: "de", category: "UTILITY", status: "APPROVED", components: [{ type: "BODY", text: "Ihre Bestellung ist unterwegs." }], quality_score: { score: "UNKNOWN" } });
    const total = fake.templates.all(WABA_ID).length;
    fake.requests.length = 0;
    const res = await req<{ total: number; imported: number; updated: number; unchanged: number; pages: number }>("POST", "/api/v1/chatapp/templates/sync");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total, imported: 1, pages: Math.ceil(total / 2) });
    const lists = fake.requests.filter((r) => r.method === "GET" && r.path === `/v21.0/${WABA_ID}/message_templates`);
    expect(lists).toHaveLength(Math.ceil(total / 2));
    expect(lists[0].query).toEqual({ fields: "id,name,language,status,category,components,quality_score,rejected_reason", limit: "100" });
    expect(lists[1].query.after).toBeTruthy();
    const rejected = (await req<{ data: Tpl[] }>("GET", "/api/v1/chatapp/templates?search=order_update")).body.data[0];
    expect(rejected).toMatchObject({ status: "REJECTED", rejectionReason: "INVALID_FORMAT" });
    const imported = (await req<{ data: Tpl[] }>("GET", "/api/v1/chatapp/templates?search=made_in_manager")).body.data[0];
    expect(imported).toMatchObject({ language: "de", status: "APPROVED", bodyText: "Ihre Bestellung ist unterwegs." });
  });
});

describe("upload-for-template: the platform's resumable upload", () => {
  it("opens a session on the app, uploads the bytes with OAuth and file_offset 0, and answers the handle", async () => {
    forget();
    const res = await req<{ handle: string; bytes: number }>("POST", "/api/v1/chatapp/media/upload-for-template", { mediaType: "image", base64: PNG_BASE64, mimeType: "image/png", filename: "hero.png" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [open, upload] = fake.requests;
    expect(`${open.method} ${open.path}`).toBe(`POST /v21.0/${fake.appId}/uploads`);
    expect(open.query).toEqual({ file_name: "hero.png", file_length: String(Buffer.from(PNG_BASE64, "base64").length), file_type: "image/png" });
    expect(open.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(upload.method).toBe("POST");
    expect(upload.path).toMatch(/^\/v21\.0\/upload:/);
    expect(upload.headers.authorization).toBe(`OAuth ${TOKEN}`);
    expect(upload.headers.file_offset).toBe("0");
    expect(Buffer.from(upload.raw!, "base64").equals(Buffer.from(PNG_BASE64, "base64"))).toBe(true);
    expect(res.body.handle).toMatch(/^4::aW1hZ2UvcG5n:ARb/);
  });
});

describe("delete by name", () => {
  it("deletes on the platform, then here; a platform failure keeps the template", async () => {
    fake.failNext({ status: 500, error: { message: "An unknown error occurred", type: "OAuthException", code: 1 } }, 4);
    const failed = await req("DELETE", "/api/v1/chatapp/templates/new_arrivals");
    expect(failed.status).toBe(502);
    expect((await req<{ data: Tpl[] }>("GET", "/api/v1/chatapp/templates?search=new_arrivals")).body.data).toHaveLength(1);
    forget();
    const del = await req("DELETE", "/api/v1/chatapp/templates/new_arrivals");
    expect(del.status).toBe(200);
    expect(fake.requests.map((r) => `${r.method} ${r.path}?name=${r.query.name}`)).toEqual([`DELETE /v21.0/${WABA_ID}/message_templates?name=new_arrivals`]);
    expect((await req<{ data: Tpl[] }>("GET", "/api/v1/chatapp/templates?search=new_arrivals")).body.data).toHaveLength(0);
  });
});
