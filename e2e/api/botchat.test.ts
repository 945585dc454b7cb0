import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { startFakeBotApi, type FakeBotApi } from "@/lib/testing/fake-bot-api";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany, type TestCompany } from "./support/fixtures";
import { ownServer } from "./support/own-server";

/**
 * Botchat on the channel layer, live against a fake Bot API on loopback: connecting (getMe,
 * then setWebhook with a secret token naming the bot), updates posted the way the platform
 * posts them (messages, commands, edits, tapped buttons, answered), the secret token refused
 * when missing or forged, every send as the literal Bot API body, refusals, and the sandbox.
 */
const BOT = { id: 7_012_345_678, token: "7012345678:AAF-botchat-test-token-abcdefghijklmnop", username: "blueshoes_bot", firstName: "Blue Shoes" };
const PUBLIC = "https://bots.example.test";
let fake: FakeBotApi;
let app: TestServer;
let co: TestCompany;
let token: string;

const req = ownServer(() => app.baseUrl, () => token);

let seq = 1000;
const from = (chatId: number, name = "Lina") => ({ id: chatId, is_bot: false, first_name: name, language_code: "en" });
const chat = (chatId: number, name = "Lina") => ({ id: chatId, type: "private", first_name: name });
const message = (chatId: number, extra: Record<string, unknown>) => ({ update_id: ++seq, message: { message_id: ++seq, from: from(chatId), chat: chat(chatId), date: Math.floor(Date.now() / 1000), ...extra } });
const post = (update: Record<string, unknown>, secret?: string | null) => fake.postUpdate(BOT.token, update, { origin: app.baseUrl, secret });

async function conversationOf(chatId: number) {
  const [row] = (await getDb().execute<{ id: string; contact_id: string }>(sql`select v.id, v.contact_id from conversations v join contact_channel_ids i on i.contact_id = v.contact_id where i.external_id = ${String(chatId)} and i.channel = 'BOTCHAT' and v.channel = 'BOTCHAT' and v.status = 'OPEN'`)).rows;
  return row;
}
const thread = async (conversationId: string) => (await req("GET", `/api/v1/conversations/${conversationId}/messages?limit=50`)).body.data as { type: string; text: string | null; content: Record<string, unknown>; direction: string; status: string }[];

beforeAll(async () => {
  fake = await startFakeBotApi();
  fake.addBot(BOT);
  app = await startTestServer("botchat", Number(process.env.TEST_PORT ?? 3100) + 70, { BOTCHAT_API_BASE_URL: fake.baseUrl, APP_URL: PUBLIC });
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  co = await newCompany("bot");
  token = (await co.token(["messages:send", "channels:write", "channels:read", "conversations:read", "contacts:read"])).token;
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
  await fake?.close();
});

describe("connecting", () => {
  it("names a malformed token and one the platform refuses, storing nothing", async () => {
    const bad = await req("PUT", "/api/v1/channels/botchat", { botToken: "not-a-token" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields?.map((f) => f.path)).toEqual(["botToken"]);
    const refused = await req("PUT", "/api/v1/channels/botchat", { botToken: "7012345678:AAF-someone-elses-token-abcdefghijklm" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain("Unauthorized");
    expect((await req("GET", "/api/v1/channels/botchat")).body).toMatchObject({ status: "not_connected" });
  });

  it("a webhook address the platform refuses is a 409 that says to set APP_URL", async () => {
    fake.requests.length = 0;
    fake.fail({ method: "setWebhook", status: 400, description: "Bad Request: bad webhook: Failed to resolve host: Name or service not known" });
    const r = await req("PUT", "/api/v1/channels/botchat", { botToken: BOT.token });
    expect(r.status).toBe(409);
    expect(r.body.error.details.reason).toBe("webhook_refused");
  });

  it("reads the bot, registers the webhook with a secret token naming it, and never returns the token", async () => {
    fake.requests.length = 0;
    const r = await req("PUT", "/api/v1/channels/botchat", { botToken: BOT.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ channel: "botchat", status: "connected", mode: "live", displayName: "@blueshoes_bot", identifiers: { botId: String(BOT.id), username: BOT.username, name: BOT.firstName }, routingId: String(BOT.id), hasAccessToken: true });
    expect(JSON.stringify(r.body)).not.toContain(BOT.token);
    expect(fake.requests.map((x) => x.method)).toEqual(["getMe", "setWebhook"]);
    const hook = fake.webhookOf(BOT.token)!;
    expect(hook.url).toBe(`${PUBLIC}/api/channels/botchat/webhook`);
    expect(hook.secret_token).toMatch(new RegExp(`^${BOT.id}_[A-Za-z0-9_-]{43}$`));
    expect(hook.allowed_updates).toEqual(["message", "edited_message", "callback_query"]);
    expect((await req("POST", "/api/v1/channels/botchat/test")).body).toMatchObject({ ok: true });
    const mine = await req("GET", "/api/v1/me/channels");
    expect((mine.body.data as { channel: string }[]).find((c) => c.channel === "botchat")).toMatchObject({ status: "connected", mode: "live", displayName: "@blueshoes_bot" });
  });
});

describe("channel status", () => {
  it("a failing connection test puts the channel in error with the platform's words, and a passing one clears it", async () => {
    fake.fail({ method: "getMe", status: 401, description: "Unauthorized" });
    expect((await req("POST", "/api/v1/channels/botchat/test")).body).toMatchObject({ ok: false, message: "Unauthorized" });
    const status = async () => ((await req("GET", "/api/v1/me/channels")).body.data as Record<string, unknown>[]).find((c) => c.channel === "botchat");
    expect(await status()).toMatchObject({ status: "error", lastError: "Unauthorized", identifiers: { botId: String(BOT.id), username: BOT.username } });
    expect((await req("POST", "/api/v1/channels/botchat/test")).body).toMatchObject({ ok: true });
    expect(await status()).toMatchObject({ status: "connected", lastError: null });
  });
});

describe("updates", () => {
  it("refuses an update without the secret token, with another token, or with a forged one for the same bot", async () => {
    const update = message(512300001, { text: "hi" });
    for (const secret of [null, "not-ours", `${BOT.id}_${"A".repeat(43)}`]) {
      const r = await post(update, secret);
      expect(r.status, String(secret)).toBe(401);
    }
    expect(await conversationOf(512300001)).toBeUndefined();
  });

  it("a customer's text, /start with its payload, a photo and an edit become one contact's conversation; a repeated update is stored once", async () => {
    const chatId = 512300002;
    const hello = message(chatId, { text: "Hello" });
    expect((await post(hello)).body).toMatchObject({ received: 1, duplicates: 0 });
    expect((await post(hello)).body).toMatchObject({ received: 0, duplicates: 1 });
    await post(message(chatId, { text: "/start ref-42", entities: [{ type: "bot_command", offset: 0, length: 6 }] }));
    await post(message(chatId, { caption: "this pair", photo: [{ file_id: "AgAD-small", file_unique_id: "s", width: 90, height: 90 }, { file_id: "AgAD-large", file_unique_id: "l", width: 1280, height: 1280 }] }));
    const original = (hello.message as { message_id: number }).message_id;
    await post({ update_id: ++seq, edited_message: { message_id: original, from: from(chatId), chat: chat(chatId), date: 1, edit_date: Math.floor(Date.now() / 1000), text: "Hello, is the blue pair in 42?" } });
    const conv = await conversationOf(chatId);
    const messages = await thread(conv.id);
    expect(messages.map((m) => m.type).sort()).toEqual(["command", "edited", "image", "text"]);
    expect(messages.find((m) => m.type === "command")?.content).toMatchObject({ command: "start", payload: "ref-42" });
    expect(messages.find((m) => m.type === "edited")).toMatchObject({ text: "Hello, is the blue pair in 42?", content: { editedMessageId: `${chatId}:${original}` } });
    const contact = await req("GET", `/api/v1/contacts/${conv.contact_id}`);
    expect(contact.body).toMatchObject({ name: "Lina" });
    const events = (await getDb().execute<{ event: string }>(sql`select event from event_outbox where company_id = ${co.companyId} and payload::text like ${`%${chatId}%`} order by id`)).rows.map((e) => e.event);
    expect(events.filter((e) => e === "botchat.first.inbound")).toHaveLength(1);
    expect(events).toEqual(expect.arrayContaining(["message.received", "botchat.message.received", "botchat.command.received", "botchat.media.received"]));
  });

  it("a tapped inline button is stored as the customer's choice and answered", async () => {
    const chatId = 512300003;
    await post(message(chatId, { text: "Sizes?" }));
    const r = await post({ update_id: ++seq, callback_query: { id: "883921", from: from(chatId), message: { message_id: 5, chat: chat(chatId), date: 1, text: "Pick a size" }, chat_instance: "-1", data: "size:42" } });
    expect(r.body).toMatchObject({ received: 1 });
    const messages = await thread((await conversationOf(chatId)).id);
    expect(messages.find((m) => m.type === "button")).toMatchObject({ text: "size:42", content: { data: "size:42", callbackQueryId: "883921" } });
    await expect.poll(() => fake.requests.find((x) => x.method === "answerCallbackQuery")?.body, { timeout: 15_000 }).toEqual({ callback_query_id: "883921" });
  });
});

describe("sending", () => {
  const chatId = 512300010;
  beforeAll(async () => {
    await post(message(chatId, { text: "Hi" }));
  });

  it("text, markdown, a photo with an inline keyboard, a document with a reply keyboard: the literal Bot API bodies", async () => {
    fake.requests.length = 0;
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ text: "Total: 12.50!" }, { method: "sendMessage", chat_id: String(chatId), text: "Total: 12.50!" }],
      [{ text: "**Order #1042** ships _today_.", format: "markdown" }, { method: "sendMessage", chat_id: String(chatId), text: "*Order \\#1042* ships _today_\\.", parse_mode: "MarkdownV2" }],
      [
        { media: { type: "photo", url: "https://cdn.example.com/blue.jpg" }, text: "The blue pair", keyboard: { inline: [[{ text: "Buy", data: "buy:blue" }, { text: "See more", url: "https://shop.example.com/blue" }]] } },
        { method: "sendPhoto", chat_id: String(chatId), photo: "https://cdn.example.com/blue.jpg", caption: "The blue pair", reply_markup: { inline_keyboard: [[{ text: "Buy", callback_data: "buy:blue" }, { text: "See more", url: "https://shop.example.com/blue" }]] } },
      ],
      [
        { media: { type: "document", url: "https://cdn.example.com/size-guide.pdf" }, keyboard: { reply: { rows: [["38", "40"], ["42"]], oneTime: true, placeholder: "Your size" } } },
        { method: "sendDocument", chat_id: String(chatId), document: "https://cdn.example.com/size-guide.pdf", reply_markup: { keyboard: [[{ text: "38" }, { text: "40" }], [{ text: "42" }]], resize_keyboard: true, one_time_keyboard: true, input_field_placeholder: "Your size" } },
      ],
      [{ text: "Thanks!", keyboard: { remove: true } }, { method: "sendMessage", chat_id: String(chatId), text: "Thanks!", reply_markup: { remove_keyboard: true } }],
    ];
    for (const [body] of cases) {
      const r = await req("POST", "/api/v1/botchat/send", { to: String(chatId), ...body });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ status: "sent", platformMessageId: expect.stringMatching(new RegExp(`^${chatId}:\\d+$`)) });
    }
    expect(fake.sends(BOT.token)).toEqual(cases.map(([, expected]) => expected));
  });

  it("refuses what the platform would, naming the field", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ to: String(chatId) }, "text"],
      [{ to: String(chatId), text: "x".repeat(4097) }, "text"],
      [{ to: String(chatId), text: "x".repeat(1025), media: { type: "photo", url: "https://cdn.example.com/a.jpg" } }, "text"],
      [{ to: String(chatId), text: "x", media: { type: "photo", url: "http://cdn.example.com/a.jpg" } }, "media.url"],
      [{ to: String(chatId), text: "x", keyboard: { inline: [[{ text: "A", data: "ب".repeat(33) }]] } }, "keyboard.inline.0.0.data"],
      [{ to: String(chatId), text: "x", keyboard: { inline: [[{ text: "A", data: "a" }]], remove: true } }, "keyboard"],
      [{ to: String(chatId), text: "x", keyboard: { inline: [[{ text: "A", data: "a", url: "https://x.example" }]] } }, "keyboard.inline.0.0.url"],
      [{ to: "@lina", text: "x" }, "to"],
      [{ text: "x" }, "to"],
    ];
    for (const [body, field] of refusals) {
      const r = await req("POST", "/api/v1/botchat/send", body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.error.details.fields?.map((f) => f.path), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
  });

  it("a chat that never wrote is refused before the platform; a customer who blocked the bot fails with the platform's reason", async () => {
    fake.requests.length = 0;
    const never = await req("POST", "/api/v1/botchat/send", { to: "512399999", text: "Hello?" });
    expect(never.status).toBe(409);
    expect(never.body.error.details.reason).toBe("window_closed");
    expect(fake.sends()).toHaveLength(0);
    const blocker = 512300403;
    await post(message(blocker, { text: "hi" }));
    const blocked = await req("POST", "/api/v1/botchat/send", { to: String(blocker), text: "Still there?" });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.details).toMatchObject({ reason: "recipient_unavailable", messageId: expect.any(String) });
    const failed = (await thread((await conversationOf(blocker)).id)).find((m) => m.direction === "outbound");
    expect(failed).toMatchObject({ status: "failed" });
    fake.fail({ status: 429, description: "Too Many Requests: retry after 7", retryAfter: 7 });
    const throttled = await fetch(`${app.baseUrl}/api/v1/botchat/send`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ to: String(chatId), text: "again" }) });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("7");
  });

  it("another company cannot send into this company's conversation", async () => {
    const other = await newCompany("bot-other");
    const theirs = (await other.token(["messages:send", "channels:write"])).token;
    expect((await req("POST", "/api/v1/channels/botchat/sandbox", undefined, theirs)).status).toBe(200);
    const conv = await conversationOf(chatId);
    const r = await req("POST", "/api/v1/botchat/send", { conversationId: conv.id, text: "hi" }, theirs);
    expect(r.status).toBe(404);
  });
});

describe("sandbox", () => {
  it("simulates a customer's message and button, sends without the platform, and refuses chats ending 0000", async () => {
    expect((await req("POST", "/api/v1/channels/botchat/sandbox")).body).toMatchObject({ mode: "sandbox", displayName: "@yourbrand_sandbox_bot" });
    const sim = await req("POST", "/api/v1/channels/botchat/sandbox/inbound", { from: "777000111", name: "Omar", text: "/start promo" });
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    const tap = await req("POST", "/api/v1/channels/botchat/sandbox/inbound", { from: "777000111", text: "ignored", payload: "size:40" });
    expect(tap.body).toMatchObject({ conversationId: sim.body.conversationId, contactId: sim.body.contactId });
    const types = (await thread(String(sim.body.conversationId))).map((m) => m.type).sort();
    expect(types).toEqual(["button", "command"]);
    fake.requests.length = 0;
    expect((await req("POST", "/api/v1/botchat/send", { to: "777000111", text: "Welcome!", keyboard: { inline: [[{ text: "Shop", data: "shop" }]] } })).status).toBe(200);
    expect(fake.requests).toHaveLength(0);
    await req("POST", "/api/v1/channels/botchat/sandbox/inbound", { from: "777000000", text: "hi" });
    expect((await req("POST", "/api/v1/botchat/send", { to: "777000000", text: "x" })).body.error.details.reason).toBe("recipient_unavailable");
  });
});
