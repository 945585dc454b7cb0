import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { hubSignature } from "@/lib/channels/chatapp/messaging/signature";
import { startFakeGraphApi, type FakeGraphApi } from "@/lib/testing/fake-graph-api";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany, type TestCompany } from "./support/fixtures";
import { ownServer, type Answer } from "./support/own-server";

/**
 * Photoapp and socialchat on the channel layer, live against a fake Graph platform on
 * loopback: connecting (the token tried first), signed callbacks into contacts, conversations
 * and events, every photoapp send as the literal Send API body, the window and its refusals,
 * receipts, stats, the rate limit, saved templates, and the sandbox.
 */
const PAGE = "104857600000001";
const IG = "17841400000000001";
const TOKEN = "EAAGm0PX4ZCpsBAKZC-photoapp-page-token";
const SC_PAGE = "104857600000002";
const SC_TOKEN = "EAAGm0PX4ZCpsBAKZC-socialchat-page-token";
let fake: FakeGraphApi;
let app: TestServer;
let co: TestCompany;
let token: string;

const req = ownServer(() => app.baseUrl, () => token);

let seq = 0;
const mid = () => `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQx${Date.now()}${++seq}`;

async function webhook(channel: "photoapp" | "socialchat", body: unknown, secret = `test-${channel}-app-secret`) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${app.baseUrl}/api/channels/${channel}/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": hubSignature(raw, secret) }, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, number> & Answer };
}

const igCallback = (events: Record<string, unknown>[], account = IG) => ({ object: "instagram", entry: [{ id: account, time: Date.now(), messaging: events.map((e) => ({ recipient: { id: account }, timestamp: Date.now(), ...e })) }] });

async function customerWrites(from: string, text = "hi") {
  const r = await webhook("photoapp", igCallback([{ sender: { id: from }, message: { mid: mid(), text } }]));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [row] = (await getDb().execute<{ id: string }>(sql`select v.id from conversations v join contact_channel_ids i on i.contact_id = v.contact_id where i.external_id = ${from} and v.channel = 'PHOTOAPP' and v.status = 'OPEN'`)).rows;
  return row.id;
}

beforeAll(async () => {
  fake = await startFakeGraphApi();
  fake.addPage({ id: PAGE, token: TOKEN, name: "Blue Shoes", instagram: { id: IG, username: "blueshoes" } });
  fake.addPage({ id: SC_PAGE, token: SC_TOKEN, name: "Blue Shoes Page" });
  app = await startTestServer("photoapp", Number(process.env.TEST_PORT ?? 3100) + 60, { PHOTOAPP_API_BASE_URL: fake.baseUrl, SOCIALCHAT_API_BASE_URL: fake.baseUrl });
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  co = await newCompany("photo");
  token = (await co.token(["messages:send", "channels:write", "channels:read", "conversations:read", "analytics:read", "templates:write", "templates:read"])).token;
}, 120_000);
afterAll(async () => {
  await closeDb();
  await app?.stop();
  await fake?.close();
});

describe("connecting", () => {
  it("refuses a token the platform refuses, naming accessToken, and stores nothing", async () => {
    const r = await req("PUT", "/api/v1/channels/photoapp", { pageId: PAGE, accessToken: "EAAG-not-the-right-token-at-all" });
    expect(r.status).toBe(400);
    expect(r.body.error.details.fields?.map((f) => f.path)).toEqual(["accessToken"]);
    expect((await req("GET", "/api/v1/channels/photoapp")).body).toMatchObject({ status: "not_connected" });
  });

  it("names a missing field of the channel's own schema", async () => {
    const r = await req("PUT", "/api/v1/channels/socialchat", { accessToken: SC_TOKEN });
    expect(r.status).toBe(400);
    expect(r.body.error.details.fields?.map((f) => f.path)).toEqual(["pageId"]);
    expect((await req("PUT", "/api/v1/channels/botchat", { pageId: "1", accessToken: SC_TOKEN })).status).toBe(400);
  });

  it("connects photoapp: reads the page's Instagram account with the token and routes by it", async () => {
    const r = await req("PUT", "/api/v1/channels/photoapp", { pageId: PAGE, accessToken: TOKEN });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ channel: "photoapp", status: "connected", mode: "live", displayName: "@blueshoes", routingId: IG, hasAccessToken: true, identifiers: { pageId: PAGE, instagramAccountId: IG, username: "blueshoes" } });
    expect(JSON.stringify(r.body)).not.toContain(TOKEN);
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v21.0/${PAGE}`, query: { fields: "id,name,instagram_business_account{id,username,name}" } });
    const test = await req("POST", "/api/v1/channels/photoapp/test");
    expect(test.body).toMatchObject({ ok: true });
  });

  it("an account connected to another company is a 409", async () => {
    const other = await newCompany("photo-other");
    const t = (await other.token(["channels:write"])).token;
    const r = await req("PUT", "/api/v1/channels/photoapp", { pageId: PAGE, accessToken: TOKEN }, t);
    expect(r.status).toBe(409);
    expect(r.body.error.details.reason).toBe("account_in_use");
  });

  it("connects socialchat by page id", async () => {
    const r = await req("PUT", "/api/v1/channels/socialchat", { pageId: SC_PAGE, accessToken: SC_TOKEN });
    expect(r.body).toMatchObject({ channel: "socialchat", status: "connected", routingId: SC_PAGE, displayName: "Blue Shoes Page" });
  });

  it("lists both in /me/channels", async () => {
    const r = await req("GET", "/api/v1/me/channels");
    const byKey = Object.fromEntries((r.body.data as { channel: string; status: string; displayName: string }[]).map((c) => [c.channel, `${c.status} ${c.displayName}`]));
    expect(byKey).toMatchObject({ photoapp: "connected @blueshoes", socialchat: "connected Blue Shoes Page" });
  });
});

describe("the webhook", () => {
  it("answers the handshake with the verify token and refuses another", async () => {
    const ok = await fetch(`${app.baseUrl}/api/channels/photoapp/webhook?hub.mode=subscribe&hub.verify_token=test-photoapp-verify-token&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const bad = await fetch(`${app.baseUrl}/api/channels/photoapp/webhook?hub.mode=subscribe&hub.verify_token=test-socialchat-verify-token&hub.challenge=1`);
    expect(bad.status).toBe(403);
  });

  it("refuses a body signed with another secret and stores nothing", async () => {
    const from = "1784140000000990";
    const r = await webhook("photoapp", igCallback([{ sender: { id: from }, message: { mid: mid(), text: "forged" } }]), "test-socialchat-app-secret");
    expect(r.status).toBe(401);
    const { rows } = await getDb().execute(sql`select 1 from contact_channel_ids where external_id = ${from}`);
    expect(rows).toHaveLength(0);
  });

  it("stores a message once, finds the customer by their id and emits photoapp events", async () => {
    const from = "1784140000000101";
    const m = mid();
    const body = igCallback([{ sender: { id: from }, message: { mid: m, text: "Do you have size 42?" } }]);
    const first = await webhook("photoapp", body);
    expect(first.body).toMatchObject({ received: 1, duplicates: 0 });
    const again = await webhook("photoapp", body);
    expect(again.body).toMatchObject({ received: 0, duplicates: 1 });
    await webhook("photoapp", igCallback([{ sender: { id: from }, message: { mid: mid(), text: "and 43?" } }]));
    const { rows } = await getDb().execute<{ contacts: number; conversations: number; messages: number; name: string }>(sql`
      select count(distinct i.contact_id)::int as contacts, count(distinct v.id)::int as conversations, count(m.id)::int as messages, max(c.name) as name
      from contact_channel_ids i join contacts c on c.id = i.contact_id join conversations v on v.contact_id = i.contact_id join messages m on m.conversation_id = v.id
      where i.company_id = ${co.companyId} and i.external_id = ${from}`);
    expect(rows[0]).toMatchObject({ contacts: 1, conversations: 1, messages: 2, name: "Photoapp user 0101" });
    const events = (await getDb().execute<{ event: string }>(sql`select event from event_outbox where company_id = ${co.companyId} and payload::text like ${`%${m}%`} order by id`)).rows.map((e) => e.event);
    expect(events).toEqual(["message.received", "photoapp.message.received", "photoapp.first.inbound"]);
  });

  it("names a new customer from the platform's profile, with the page token", async () => {
    const from = "1784140000000103";
    fake.addUser(from, { name: "Rania Haddad", username: "rania.h", profile_pic: "https://cdn.example.com/rania.jpg" });
    await webhook("photoapp", igCallback([{ sender: { id: from }, message: { mid: mid(), text: "hello" } }]));
    const deadline = Date.now() + 15_000;
    let row: { name: string; avatar: string | null; display_name: string | null } | undefined;
    while (Date.now() < deadline) {
      [row] = (await getDb().execute<{ name: string; avatar: string | null; display_name: string | null }>(sql`select c.name, c.avatar, i.display_name from contacts c join contact_channel_ids i on i.contact_id = c.id where i.external_id = ${from}`)).rows;
      if (row?.name === "Rania Haddad") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(row).toEqual({ name: "Rania Haddad", avatar: "https://cdn.example.com/rania.jpg", display_name: "@rania.h" });
    const asked = fake.requests.find((r) => r.path === `/v21.0/${from}`);
    expect(asked).toMatchObject({ method: "GET", query: { fields: "name,username,profile_pic" } });
    expect(asked?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("maps quick replies, postbacks, story replies and mentions, reactions and referrals", async () => {
    const from = "1784140000000102";
    const ids = [mid(), mid(), mid(), mid(), mid()];
    const r = await webhook(
      "photoapp",
      igCallback([
        { sender: { id: from }, message: { mid: ids[0], text: "Shoes", quick_reply: { payload: "SHOES" } } },
        { sender: { id: from }, postback: { mid: ids[1], title: "Buy", payload: "BUY_X" } },
        { sender: { id: from }, message: { mid: ids[2], text: "love it", reply_to: { story: { url: "https://cdn.example/story.jpg", id: "1790" } } } },
        { sender: { id: from }, message: { mid: ids[3], attachments: [{ type: "story_mention", payload: { url: "https://cdn.example/m.jpg" } }] } },
        { sender: { id: from }, reaction: { mid: ids[0], action: "react", reaction: "love", emoji: "❤️" } },
        { sender: { id: from }, message: { mid: ids[4], attachments: [{ type: "image", payload: { url: "https://cdn.example/p.jpg" } }] } },
        { sender: { id: from }, referral: { ref: "summer", source: "ADS", type: "OPEN_THREAD" } },
        { sender: { id: IG }, message: { mid: mid(), text: "echo of our own", is_echo: true } },
      ]),
    );
    expect(r.body).toMatchObject({ received: 7, ignored: 1 });
    const { rows } = await getDb().execute<{ type: string; text: string }>(sql`select m.type, m.text from messages m join contact_channel_ids i on i.contact_id = m.contact_id where i.external_id = ${from} order by m.seq`);
    expect(rows.map((x) => x.type)).toEqual(["quick_reply", "postback", "story_reply", "story_mention", "reaction", "image", "referral"]);
    const events = (await getDb().execute<{ event: string }>(sql`select distinct event from event_outbox where company_id = ${co.companyId} and event like 'photoapp.%'`)).rows.map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(["photoapp.button.clicked", "photoapp.story.reply", "photoapp.story.mention", "photoapp.reaction.received", "photoapp.media.received", "photoapp.referral.received"]));
  });

  it("acknowledges an entry for an account nobody connected without storing it", async () => {
    const r = await webhook("photoapp", igCallback([{ sender: { id: "1784140000000777" }, message: { mid: mid(), text: "hi" } }], "17841499999999999"));
    expect(r.body).toMatchObject({ received: 0, unrouted: 1 });
  });

  it("refuses a body of another platform's object with a 400 naming it", async () => {
    const r = await webhook("photoapp", { object: "page", entry: [] });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain("object");
  });
});

describe("photoapp sends as the Send API's literal bodies", () => {
  const to = "1784140000000201";
  let conversationId: string;
  beforeAll(async () => {
    conversationId = await customerWrites(to);
  });

  it("text", async () => {
    const r = await req("POST", "/api/v1/photoapp/send", { to, content: "Yes, size 42 is in stock" });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: "sent", conversationId });
    expect(fake.sends(PAGE).at(-1)).toEqual({ recipient: { id: to }, message: { text: "Yes, size 42 is in stock" } });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("media, then its text as a second message", async () => {
    const r = await req("POST", "/api/v1/photoapp/send", { conversationId, content: "Here it is", mediaType: "image", mediaUrl: "https://cdn.example.com/shoe.jpg" });
    expect(r.status).toBe(200);
    expect(r.body.messages).toHaveLength(2);
    expect(fake.sends(PAGE).slice(-2)).toEqual([
      { recipient: { id: to }, message: { attachment: { type: "image", payload: { url: "https://cdn.example.com/shoe.jpg" } } } },
      { recipient: { id: to }, message: { text: "Here it is" } },
    ]);
  });

  it("quick replies", async () => {
    const r = await req("POST", "/api/v1/photoapp/send/quick-replies", { to, text: "Which size?", quickReplies: [{ title: "42", payload: "SIZE_42" }, { title: "43", payload: "SIZE_43" }] });
    expect(r.status).toBe(200);
    expect(fake.sends(PAGE).at(-1)).toEqual({ recipient: { id: to }, message: { text: "Which size?", quick_replies: [{ content_type: "text", title: "42", payload: "SIZE_42" }, { content_type: "text", title: "43", payload: "SIZE_43" }] } });
  });

  it("carousel", async () => {
    const r = await req("POST", "/api/v1/photoapp/send/carousel", {
      to,
      elements: [{ title: "Runner X", subtitle: "New", image_url: "https://cdn.example.com/x.jpg", default_action: { type: "web_url", url: "https://shop.example.com/x" }, buttons: [{ type: "web_url", title: "Buy", url: "https://shop.example.com/x/buy" }, { type: "postback", title: "Ask", payload: "ASK_X" }] }],
    });
    expect(r.status).toBe(200);
    expect(fake.sends(PAGE).at(-1)).toEqual({
      recipient: { id: to },
      message: {
        attachment: {
          type: "template",
          payload: { template_type: "generic", elements: [{ title: "Runner X", subtitle: "New", image_url: "https://cdn.example.com/x.jpg", default_action: { type: "web_url", url: "https://shop.example.com/x" }, buttons: [{ type: "web_url", url: "https://shop.example.com/x/buy", title: "Buy" }, { type: "postback", title: "Ask", payload: "ASK_X" }] }] },
        },
      },
    });
  });

  it("buttons and media template", async () => {
    expect((await req("POST", "/api/v1/photoapp/send/buttons", { to, text: "Track your order", buttons: [{ type: "web_url", title: "Track", url: "https://shop.example.com/t" }] })).status).toBe(200);
    expect(fake.sends(PAGE).at(-1)).toEqual({ recipient: { id: to }, message: { attachment: { type: "template", payload: { template_type: "button", text: "Track your order", buttons: [{ type: "web_url", url: "https://shop.example.com/t", title: "Track" }] } } } });
    expect((await req("POST", "/api/v1/photoapp/send/media-template", { to, mediaType: "video", mediaUrl: "https://cdn.example.com/v.mp4", buttons: [{ type: "postback", title: "More", payload: "MORE" }] })).status).toBe(200);
    expect(fake.sends(PAGE).at(-1)).toEqual({ recipient: { id: to }, message: { attachment: { type: "template", payload: { template_type: "media", elements: [{ media_type: "video", url: "https://cdn.example.com/v.mp4", buttons: [{ type: "postback", title: "More", payload: "MORE" }] }] } } } });
    // mediaType is optional (spec 4.6 requires only mediaUrl): a video file's extension says video.
    expect((await req("POST", "/api/v1/photoapp/send/media-template", { to, mediaUrl: "https://cdn.example.com/clip.MP4" })).status).toBe(200);
    expect(fake.sends(PAGE).at(-1)).toEqual({ recipient: { id: to }, message: { attachment: { type: "template", payload: { template_type: "media", elements: [{ media_type: "video", url: "https://cdn.example.com/clip.MP4" }] } } } });
  });

  it("validates each limit and names the field", async () => {
    const qr = (n: number, title = "ok") => Array.from({ length: n }, (_, i) => ({ title, payload: `P${i}` }));
    const el = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Card ${i}` }));
    const btn = (n: number) => Array.from({ length: n }, (_, i) => ({ type: "postback", title: `B${i}`, payload: `B${i}` }));
    const cases: [string, unknown, number, string?][] = [
      ["/send/quick-replies", { to, text: "x", quickReplies: qr(13) }, 200],
      ["/send/quick-replies", { to, text: "x", quickReplies: qr(14) }, 400, "quickReplies"],
      ["/send/quick-replies", { to, text: "x", quickReplies: qr(1, "x".repeat(20)) }, 200],
      ["/send/quick-replies", { to, text: "x", quickReplies: qr(1, "x".repeat(21)) }, 400, "quickReplies.0.title"],
      ["/send/carousel", { to, elements: el(10) }, 200],
      ["/send/carousel", { to, elements: el(11) }, 400, "elements"],
      ["/send/carousel", { to, elements: [] }, 400, "elements"],
      ["/send/carousel", { to, elements: [{ title: "x", buttons: btn(4) }] }, 400, "elements.0.buttons"],
      ["/send/buttons", { to, text: "x", buttons: btn(3) }, 200],
      ["/send/buttons", { to, text: "x", buttons: btn(4) }, 400, "buttons"],
      ["/send/buttons", { to, text: "x", buttons: [{ type: "web_url", title: "Go" }] }, 400, "buttons.0.url"],
      ["", { content: "no recipient" }, 400, "to"],
      ["", { to, content: "x", mediaType: "image" }, 400, "mediaUrl"],
      ["/send/media-template", { to, mediaType: "audio", mediaUrl: "https://cdn.example.com/a.mp3" }, 400, "mediaType"],
    ];
    for (const [path, body, status, field] of cases) {
      const r = await req("POST", `/api/v1/photoapp${path || "/send"}`, body);
      expect(r.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      if (field) expect(r.body.error.details.fields?.map((f) => f.path)).toContain(field);
    }
  });

  it("a read receipt moves the message to read", async () => {
    const sent = await req("POST", "/api/v1/photoapp/send", { to, content: "Read me" });
    const pid = String(sent.body.platformMessageId);
    const r = await webhook("photoapp", igCallback([{ sender: { id: to }, read: { mid: pid } }]));
    expect(r.body).toMatchObject({ statuses: 1 });
    const [m] = (await getDb().execute<{ status: string }>(sql`select status from messages where id = ${String(sent.body.messageId)}`)).rows;
    expect(m.status).toBe("read");
  });

  it("a platform refusal leaves the message failed and answers the mapped error", async () => {
    fake.fail({ status: 400, error: { message: "This person isn't available right now.", type: "OAuthException", code: 551, error_subcode: 1545041 } });
    const r = await req("POST", "/api/v1/photoapp/send", { to, content: "hello?" });
    expect(r.status).toBe(409);
    expect(r.body.error.details).toMatchObject({ reason: "recipient_unavailable" });
    const [m] = (await getDb().execute<{ status: string }>(sql`select status from messages where id = ${String(r.body.error.details.messageId)}`)).rows;
    expect(m.status).toBe("failed");
  });
});

describe("the window", () => {
  it("refuses a customer who never wrote, and one who wrote more than 24 hours ago unless HUMAN_AGENT", async () => {
    const never = await req("POST", "/api/v1/photoapp/send", { to: "1784140000000999", content: "cold outreach" });
    expect(never.status).toBe(409);
    expect(never.body.error.details.reason).toBe("window_closed");

    const to = "1784140000000301";
    const conversationId = await customerWrites(to);
    await getDb().execute(sql`update conversations set last_inbound_at = now() - interval '30 hours' where id = ${conversationId}`);
    const before = fake.sends().length;
    const closed = await req("POST", "/api/v1/photoapp/send", { conversationId, content: "late" });
    expect(closed.status).toBe(409);
    expect(closed.body.error.details).toMatchObject({ reason: "window_closed" });
    expect(fake.sends().length).toBe(before);
    const w = await req("GET", `/api/v1/photoapp/conversations/${conversationId}/window`);
    expect(w.body).toMatchObject({ open: false, humanAgent: { open: true } });

    const tagged = await req("POST", "/api/v1/photoapp/send", { conversationId, content: "An agent here", tag: "HUMAN_AGENT" });
    expect(tagged.status).toBe(200);
    expect(fake.sends(PAGE).at(-1)).toEqual({ recipient: { id: to }, messaging_type: "MESSAGE_TAG", tag: "HUMAN_AGENT", message: { text: "An agent here" } });
  });

  it("another company's conversation is a 404", async () => {
    const other = await newCompany("photo-404");
    const t = (await other.token(["messages:send", "conversations:read"])).token;
    const conversationId = await customerWrites("1784140000000302");
    expect((await req("GET", `/api/v1/photoapp/conversations/${conversationId}/window`, undefined, t)).status).toBe(404);
  });

  it("a token without the scope is a 403", async () => {
    const t = (await co.token(["conversations:read"])).token;
    const r = await req("POST", "/api/v1/photoapp/send", { to: "1784140000000201", content: "x" }, t);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("INSUFFICIENT_PERMISSIONS");
  });
});

describe("stats, rate limit and saved templates", () => {
  it("counts the period's messages", async () => {
    const r = await req("GET", "/api/v1/photoapp/stats?period=today");
    expect(r.status).toBe(200);
    const m = r.body.messages as { received: number; sent: number; read: number; failed: number };
    expect(m.received).toBeGreaterThanOrEqual(10);
    expect(m.sent).toBeGreaterThanOrEqual(8);
    expect(m.read).toBeGreaterThanOrEqual(1);
    expect(m.failed).toBeGreaterThanOrEqual(1);
    expect((await req("GET", "/api/v1/photoapp/stats?period=year")).status).toBe(400);
  });

  it("reports the platform's usage and the service's own count", async () => {
    const r = await req("GET", "/api/v1/photoapp/rate-limit");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ mode: "live", platform: { callCountPercent: 12, remainingPercent: 88 }, remainingPercent: 88 });
    expect((r.body.service as { sent: { lastHour: number } }).sent.lastHour).toBeGreaterThanOrEqual(8);
    // The channel status carries the same report as the sending quota.
    const mine = (await req("GET", "/api/v1/me/channels")).body.data as { channel: string; quota: { usage: Record<string, unknown> } | null }[];
    expect(JSON.stringify(mine.find((c) => c.channel === "photoapp")?.quota?.usage)).toContain('"call_count":12');
  });

  it("sends a saved template's cards and counts it in the template's usage", async () => {
    const to = "1784140000000401";
    await customerWrites(to);
    const t = await req("POST", "/api/v1/photoapp/templates", { name: "Spring", cards: [{ title: "Spring sale", subtitle: "30% off", imageUrl: "https://cdn.example.com/s.jpg", defaultActionUrl: "https://shop.example.com/s", buttons: [{ type: "postback", title: "Show me", payload: "SPRING" }] }] });
    expect(t.status, JSON.stringify(t.body)).toBe(200);
    const id = String(t.body.id);
    const r = await req("POST", `/api/v1/photoapp/templates/${id}/send`, { recipientId: to });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(fake.sends(PAGE).at(-1)).toEqual({
      recipient: { id: to },
      message: { attachment: { type: "template", payload: { template_type: "generic", elements: [{ title: "Spring sale", subtitle: "30% off", image_url: "https://cdn.example.com/s.jpg", default_action: { type: "web_url", url: "https://shop.example.com/s" }, buttons: [{ type: "postback", title: "Show me", payload: "SPRING" }] }] } } },
    });
    const detail = await req("GET", `/api/v1/photoapp/templates/${id}/detail`);
    expect(detail.body).toMatchObject({ usage: { totalSends: 1 } });
    await req("PUT", `/api/v1/photoapp/templates/${id}`, { isActive: false });
    const inactive = await req("POST", `/api/v1/photoapp/templates/${id}/send`, { recipientId: to });
    expect(inactive.status).toBe(409);
    expect((await req("POST", `/api/v1/photoapp/templates/${id}/send`, { recipientId: "" })).status).toBe(400);
  });
});

describe("socialchat", () => {
  const psid = "6254000000000101";
  it("receives, answers with messaging_type RESPONSE and applies a delivery watermark", async () => {
    const r = await webhook("socialchat", { object: "page", entry: [{ id: SC_PAGE, time: Date.now(), messaging: [{ sender: { id: psid }, recipient: { id: SC_PAGE }, timestamp: Date.now(), message: { mid: `m_${Date.now()}`, text: "Where is my order?" } }] }] });
    expect(r.body).toMatchObject({ received: 1 });
    const sent = await req("POST", "/api/v1/socialchat/send", { to: psid, content: "On its way" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(fake.sends(SC_PAGE).at(-1)).toEqual({ recipient: { id: psid }, messaging_type: "RESPONSE", message: { text: "On its way" } });
    const d = await webhook("socialchat", { object: "page", entry: [{ id: SC_PAGE, time: Date.now(), messaging: [{ sender: { id: psid }, recipient: { id: SC_PAGE }, timestamp: Date.now(), delivery: { watermark: Date.now() + 1000 } }] }] });
    expect(d.body).toMatchObject({ statuses: 1 });
    const [m] = (await getDb().execute<{ status: string }>(sql`select status from messages where id = ${String(sent.body.messageId)}`)).rows;
    expect(m.status).toBe("delivered");
  });

  it("an update tag goes outside the window; without a tag it is refused", async () => {
    await getDb().execute(sql`update conversations set last_inbound_at = now() - interval '3 days' where channel = 'SOCIALCHAT' and company_id = ${co.companyId}`);
    expect((await req("POST", "/api/v1/socialchat/send", { to: psid, content: "late" })).status).toBe(409);
    const r = await req("POST", "/api/v1/socialchat/send", { to: psid, content: "Your order shipped", tag: "POST_PURCHASE_UPDATE" });
    expect(r.status).toBe(200);
    expect(fake.sends(SC_PAGE).at(-1)).toEqual({ recipient: { id: psid }, messaging_type: "MESSAGE_TAG", tag: "POST_PURCHASE_UPDATE", message: { text: "Your order shipped" } });
  });
});

describe("the sandbox", () => {
  it("simulates a customer and a send is read by the simulated platform", async () => {
    const sb = await newCompany("photo-sandbox");
    const t = (await sb.token(["messages:send", "channels:write", "channels:read", "conversations:read"])).token;
    expect((await req("POST", "/api/v1/channels/photoapp/sandbox/inbound", { from: "1784140000000501", text: "hi" }, t)).status).toBe(409);
    const s = await req("POST", "/api/v1/channels/photoapp/sandbox", undefined, t);
    expect(s.body).toMatchObject({ mode: "sandbox", status: "connected" });
    const sim = await req("POST", "/api/v1/channels/photoapp/sandbox/inbound", { from: "1784140000000501", name: "Dana Lee", text: "hi" }, t);
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    const conversation = await req("GET", `/api/v1/conversations/${String(sim.body.conversationId)}`, undefined, t);
    expect(conversation.body).toMatchObject({ channel: "PHOTOAPP", contact: { name: "Dana Lee", phone: null, platformUserId: "1784140000000501" } });
    const sent = await req("POST", "/api/v1/photoapp/send", { conversationId: sim.body.conversationId, content: "Hello Dana" }, t);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const deadline = Date.now() + 15_000;
    let status = "";
    while (Date.now() < deadline && status !== "read") {
      await new Promise((r) => setTimeout(r, 250));
      status = (await getDb().execute<{ status: string }>(sql`select status from messages where id = ${String(sent.body.messageId)}`)).rows[0].status;
    }
    expect(status).toBe("read");
    const [c] = (await getDb().execute<{ name: string }>(sql`select c.name from contacts c where c.id = ${String(sim.body.contactId)}`)).rows;
    expect(c.name).toBe("Dana Lee");
  });
});
