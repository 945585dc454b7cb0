import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { startFakeBotApi, type FakeBotApi } from "@/lib/testing/fake-bot-api";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany, type TestCompany } from "./support/fixtures";
import { ownServer } from "./support/own-server";

/**
 * The satisfaction survey end to end, live against a fake Bot API: a customer writes, an
 * agent resolves over the API, the worker sends the rating request (the platform receives an
 * inline keyboard), the customer taps a star (a callback query the platform posts), the
 * conversation stays resolved, and the analytics routes report the answer. Then the public
 * page's route: the token is the key, a wrong one is the same 404, a second rating is a 409.
 */
const BOT = { id: 7_099_000_111, token: "7099000111:AAF-csat-test-token-abcdefghijklmnopqrs", username: "csat_bot", firstName: "Csat Shop" };
let fake: FakeBotApi;
let app: TestServer;
let co: TestCompany;
let token: string;
const req = ownServer(() => app.baseUrl, () => token);

let seq = 5000;
const CHAT = 612300001;
const from = { id: CHAT, is_bot: false, first_name: "Lina", language_code: "en" };
const chat = { id: CHAT, type: "private", first_name: "Lina" };
const post = (update: Record<string, unknown>) => fake.postUpdate(BOT.token, { update_id: ++seq, ...update }, { origin: app.baseUrl });

beforeAll(async () => {
  fake = await startFakeBotApi();
  fake.addBot(BOT);
  app = await startTestServer("csat", Number(process.env.TEST_PORT ?? 3100) + 1000, { BOTCHAT_API_BASE_URL: fake.baseUrl, APP_URL: "https://csat.example.test" });
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  co = await newCompany("csat");
  token = (await co.token(["channels:write", "channels:read", "conversations:read", "conversations:write", "analytics:read"])).token;
  expect((await req("PUT", "/api/v1/channels/botchat", { botToken: BOT.token })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
  await fake?.close();
});

describe("a satisfaction survey on a live bot", () => {
  let conversationId: string;
  let surveyToken: string;

  it("the inbox's setting is checked by its schema and replaces only its key", async () => {
    const inbox = ((await req("GET", "/api/v1/inboxes?channel=botchat")).body.data as { id: string }[])[0];
    const bad = await req("PATCH", `/api/v1/inboxes/${inbox.id}`, { settings: { csat: { enabled: "yes", defaultLanguage: "fr" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields?.map((f) => f.path).sort()).toEqual(["settings.csat.defaultLanguage", "settings.csat.enabled"]);
    const ok = await req("PATCH", `/api/v1/inboxes/${inbox.id}`, { settings: { csat: { enabled: true, askComment: false } } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.settings).toMatchObject({ csat: { enabled: true, askComment: false, defaultLanguage: "en", questions: {} } });
  });

  it("resolving sends the request once, as the platform's inline keyboard", async () => {
    expect((await post({ message: { message_id: ++seq, from, chat, date: Math.floor(Date.now() / 1000), text: "Where is my order?" } })).body).toMatchObject({ received: 1 });
    const { rows } = await getDb().execute<{ id: string }>(sql`select v.id from conversations v join contact_channel_ids i on i.contact_id = v.contact_id where i.external_id = ${String(CHAT)} and v.status = 'OPEN' and v.company_id = ${co.companyId}`);
    conversationId = rows[0].id;
    fake.requests.length = 0;
    expect((await req("POST", `/api/v1/conversations/${conversationId}/resolve`)).status).toBe(200);
    // Resolved twice (reopened in between): still one request.
    expect((await req("POST", `/api/v1/conversations/${conversationId}/reopen`)).status).toBe(200);
    expect((await req("POST", `/api/v1/conversations/${conversationId}/resolve`)).status).toBe(200);
    await expect.poll(() => fake.sends(BOT.token).length, { timeout: 20_000 }).toBe(1);
    const [sent] = fake.sends(BOT.token);
    const { rows: surveys } = await getDb().execute<{ id: string; token: string; status: string }>(sql`select id, token, status from csat_surveys where conversation_id = ${conversationId}`);
    expect(surveys).toHaveLength(1);
    surveyToken = surveys[0].token;
    expect(sent).toMatchObject({ method: "sendMessage", chat_id: String(CHAT), text: "How would you rate the help you received?" });
    const keyboard = (sent.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }).inline_keyboard;
    expect(keyboard.map((row) => row[0].callback_data)).toEqual([5, 4, 3, 2, 1].map((n) => `csat:${surveys[0].id}:${n}`));
    expect(keyboard[0][0].text).toBe("★★★★★ Excellent");
    await new Promise((r) => setTimeout(r, 1500));
    expect(fake.sends(BOT.token)).toHaveLength(1);
  });

  it("a tapped star is the rating; the conversation stays resolved and the report shows it", async () => {
    const { rows } = await getDb().execute<{ id: string }>(sql`select id from csat_surveys where conversation_id = ${conversationId}`);
    const r = await post({ callback_query: { id: "990001", from, message: { message_id: 77, chat, date: 1, text: "How would you rate…" }, chat_instance: "-1", data: `csat:${rows[0].id}:4` } });
    expect(r.body).toMatchObject({ received: 1 });
    expect((await req("GET", `/api/v1/conversations/${conversationId}`)).body).toMatchObject({ status: "RESOLVED" });
    const open = await getDb().execute(sql`select id from conversations where company_id = ${co.companyId} and status = 'OPEN'`);
    expect(open.rows).toHaveLength(0);
    const events = await getDb().execute<{ payload: { survey: { rating: number } } }>(sql`select payload from event_outbox where company_id = ${co.companyId} and event = 'csat.received'`);
    expect(events.rows.map((e) => e.payload.survey.rating)).toEqual([4]);

    const report = await req("GET", "/api/v1/chatapp/analytics/csat?days=7");
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.totals).toEqual({ sent: 1, answered: 1, averageRating: 4, satisfiedPercent: 100, responseRate: 100, distribution: [0, 0, 0, 1, 0] });
    expect(report.body.byInbox).toEqual([expect.objectContaining({ channel: "botchat", answered: 1, averageRating: 4 })]);
    expect(report.body.byAgent).toEqual([expect.objectContaining({ agentId: null, answered: 1 })]);
    const list = await req("GET", "/api/v1/chatapp/analytics/csat/responses");
    expect(list.body.data).toEqual([expect.objectContaining({ conversationId, rating: 4, comment: null, inbox: expect.objectContaining({ channel: "botchat" }) })]);
    expect((await req("GET", "/api/v1/chatapp/analytics/csat?agentId=usr_nobody")).body.totals).toMatchObject({ sent: 0, answered: 0, averageRating: null });
    expect((await req("GET", "/api/v1/chatapp/analytics/csat?startDate=2026-01-02")).body.error.details.fields?.map((f) => f.path)).toEqual(["endDate", "startDate"]);
  });

  it("the public route: the token reads the question, a comment joins the tapped rating, another token is a 404", async () => {
    const pub = (method: string, path: string, body?: unknown) => fetch(`${app.baseUrl}${path}`, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    const page = await pub("GET", `/api/v1/csat/${surveyToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-ratelimit-limit")).toBeTruthy();
    expect(await page.json()).toMatchObject({ question: "How would you rate the help you received?", language: "en", rating: 4, comment: null });
    const comment = await pub("POST", `/api/v1/csat/${surveyToken}`, { rating: 4, comment: "Quick, thanks" });
    expect(await comment.json()).toMatchObject({ rating: 4, comment: "Quick, thanks" });
    expect((await pub("POST", `/api/v1/csat/${surveyToken}`, { rating: 1, comment: "changed my mind" })).status).toBe(409);
    const bad = await pub("POST", `/api/v1/csat/${surveyToken}`, { rating: 9 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { details: { fields: { path: string }[] } } }).error.details.fields.map((f) => f.path)).toEqual(["rating"]);
    const other = await pub("GET", `/api/v1/csat/${"A".repeat(43)}`);
    const malformed = await pub("GET", `/api/v1/csat/short`);
    expect([other.status, malformed.status]).toEqual([404, 400]);
    // The page itself renders for the token, without a session.
    const html = await (await fetch(`${app.baseUrl}/csat/${surveyToken}`)).text();
    expect(html).toContain("How would you rate the help you received?");
  });
});
