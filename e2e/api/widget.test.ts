import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany, type TestCompany } from "./support/fixtures";

/**
 * The website chat widget over real HTTP on its own server (a low visitor rate limit): the
 * settings and their validation, origins (CORS and the Origin check), signed visitor tokens,
 * messages both ways through the channel layer, the SSE stream, read marks, the pre-chat
 * form, attachments and their limits, the visitor limit, and other companies' ids.
 */
const ORIGIN = "http://shop.widget.test:8080";
const VISITOR_LIMIT = 30;
let app: TestServer;
let co: TestCompany;
let token: string;

type Body = Record<string, unknown> & { error?: { code: string; message: string; details?: { fields?: { path: string }[]; reason?: string } } };

async function http(method: string, path: string, opts: { body?: unknown; token?: string; origin?: string | null; visitor?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.origin !== null) headers.origin = opts.origin ?? ORIGIN;
  if (opts.visitor) headers["x-visitor-token"] = opts.visitor;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${app.baseUrl}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let body: Body = {};
  try {
    body = text ? (JSON.parse(text) as Body) : {};
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body, headers: res.headers };
}

const agent = (method: string, path: string, body?: unknown, as = token) => http(method, path, { body, token: as, origin: null });
const w = (companyId: string, path: string) => `/api/widget/${companyId}${path}`;
const fields = (b: Body) => b.error?.details?.fields?.map((f) => f.path);

async function outbox(companyId: string, event: string) {
  const { rows } = await getDb().execute<{ payload: Record<string, unknown> }>(sql`select payload from event_outbox where company_id = ${companyId} and event = ${event} order by id`);
  return rows.map((r) => r.payload);
}

async function newVisitor(companyId = co.companyId, opened = false) {
  const r = await http("POST", w(companyId, "/session"), { body: { opened } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { token: string; visitorId: string; formRequired: boolean };
}

async function conversationOf(visitorId: string) {
  const { rows } = await getDb().execute<{ id: string; contact_id: string }>(sql`select v.id, v.contact_id from conversations v join contact_channel_ids i on i.contact_id = v.contact_id where i.external_id = ${visitorId} and v.channel = 'WEBCHAT'`);
  return rows[0];
}

beforeAll(async () => {
  app = await startTestServer("widget", Number(process.env.TEST_PORT ?? 3100) + 70, { RATE_LIMIT_WIDGET_PER_MINUTE: String(VISITOR_LIMIT) });
  process.env.DATABASE_URL = app.databaseUrl;
  await closeDb();
  co = await newCompany("widget");
  token = (await co.token(["channels:read", "channels:write", "messages:send", "messages:read", "conversations:read"])).token;
}, 120_000);

afterAll(async () => {
  await closeDb();
  await app?.stop();
});

describe("settings", () => {
  it("start off, with no origin allowed", async () => {
    const r = await agent("GET", "/api/v1/widget/settings");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ enabled: false, allowedOrigins: [], preChatForm: "off", companyId: co.companyId });
  });

  it("answer 400 naming each bad field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ enabled: "yes" }, "enabled"],
      [{ displayName: "x".repeat(61) }, "displayName"],
      [{ primaryColor: "blue" }, "primaryColor"],
      [{ textColor: "#fff" }, "textColor"],
      [{ greeting: "x".repeat(501) }, "greeting"],
      [{ preChatForm: "maybe" }, "preChatForm"],
      [{ position: "top" }, "position"],
      [{ allowedOrigins: "https://a.test" }, "allowedOrigins"],
      [{ allowedOrigins: ["https://a.test/shop"] }, "allowedOrigins.0"],
      [{ allowedOrigins: ["a.test"] }, "allowedOrigins.0"],
      [{ allowedOrigins: ["https://a.test", "https://A.test/"] }, "allowedOrigins"],
      [{ allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://s${i}.test`) }, "allowedOrigins"],
    ];
    for (const [body, path] of cases) {
      const r = await agent("PUT", "/api/v1/widget/settings", body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error?.code).toBe("VALIDATION_ERROR");
      expect(fields(r.body), JSON.stringify(body)).toContain(path);
      expect(r.body.error?.message).toContain(path);
    }
  });

  it("need channels:write to change", async () => {
    const reader = (await co.token(["channels:read"])).token;
    expect((await agent("PUT", "/api/v1/widget/settings", { enabled: true }, reader)).status).toBe(403);
    expect((await agent("GET", "/api/v1/widget/settings", undefined, reader)).status).toBe(200);
  });

  it("save in canonical form; fields left out keep their value", async () => {
    const r = await agent("PUT", "/api/v1/widget/settings", { enabled: true, primaryColor: "#FF5500", greeting: "Hello!", allowedOrigins: [`${ORIGIN}/`, "https://*.Shop.test"] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ enabled: true, primaryColor: "#ff5500", greeting: "Hello!", allowedOrigins: [ORIGIN, "https://*.shop.test"] });
    const again = await agent("PUT", "/api/v1/widget/settings", { displayName: "Blue Shoes" });
    expect(again.body).toMatchObject({ displayName: "Blue Shoes", primaryColor: "#ff5500", allowedOrigins: [ORIGIN, "https://*.shop.test"] });
  });
});

describe("origins", () => {
  it("answer an allowed origin with CORS headers for it alone", async () => {
    const r = await http("GET", w(co.companyId, "/config"));
    expect(r.status).toBe(200);
    expect(r.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(r.headers.get("vary")).toContain("Origin");
    expect(r.body).toMatchObject({ name: "Blue Shoes", primaryColor: "#ff5500", greeting: "Hello!", preChatForm: "off" });
    expect(JSON.stringify(r.body)).not.toContain("allowedOrigins");
    expect((await http("GET", w(co.companyId, "/config"), { origin: "https://a.shop.test" })).status).toBe(200);
  });

  it("refuse other origins and requests without one, with no CORS headers", async () => {
    for (const origin of ["https://evil.test", "http://shop.widget.test:8081", "https://shop.test", "null", null]) {
      const r = await http("GET", w(co.companyId, "/config"), { origin });
      expect(r.status, String(origin)).toBe(403);
      expect(r.body.error?.code).toBe("FORBIDDEN");
      expect(r.headers.get("access-control-allow-origin")).toBeNull();
    }
    const post = await http("POST", w(co.companyId, "/session"), { body: {}, origin: "https://evil.test" });
    expect(post.status).toBe(403);
  });

  it("answer the preflight for allowed origins only", async () => {
    const ok = await http("OPTIONS", w(co.companyId, "/messages"), { headers: { "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-visitor-token" } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expect(ok.headers.get("access-control-allow-headers")).toMatch(/X-Visitor-Token/i);
    expect(ok.headers.get("access-control-allow-methods")).toContain("POST");
    const refused = await http("OPTIONS", w(co.companyId, "/messages"), { origin: "https://evil.test" });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("an unknown company or a disabled widget is a 404", async () => {
    expect((await http("GET", w("co_doesNotExist", "/config"))).status).toBe(404);
    const off = await newCompany("widget-off");
    const offToken = (await off.token(["channels:write"])).token;
    await agent("PUT", "/api/v1/widget/settings", { enabled: false, allowedOrigins: [ORIGIN] }, offToken);
    const r = await http("GET", w(off.companyId, "/config"));
    expect(r.status).toBe(404);
    expect((await http("POST", w(off.companyId, "/session"), { body: {} })).status).toBe(404);
  });
});

describe("visitor sessions", () => {
  it("are signed: the token resumes its visitor, a changed one is refused", async () => {
    const v = await newVisitor();
    expect(v.token).toMatch(/^v1\./);
    const resumed = await http("POST", w(co.companyId, "/session"), { body: {}, visitor: v.token });
    expect(resumed.body.visitorId).toBe(v.visitorId);
    const parts = v.token.split(".");
    const forged = [parts[0], parts[1], "wv_someoneElse1", parts[3]].join(".");
    const sig = parts[3];
    const flipped = [...parts.slice(0, 3), (sig[0] === "A" ? "B" : "A") + sig.slice(1)].join(".");
    for (const bad of [forged, flipped, "v1.x.y.z", "garbage"]) {
      const r = await http("POST", w(co.companyId, "/session"), { body: {}, visitor: bad });
      expect(r.status, bad).toBe(401);
      expect((await http("GET", w(co.companyId, "/messages"), { visitor: bad })).status).toBe(401);
    }
    expect((await http("GET", w(co.companyId, "/messages"))).status).toBe(401);
  });

  it("a token of another company is refused there", async () => {
    const other = await newCompany("widget-b");
    const otherToken = (await other.token(["channels:write"])).token;
    await agent("PUT", "/api/v1/widget/settings", { enabled: true, allowedOrigins: [ORIGIN] }, otherToken);
    const v = await newVisitor();
    expect((await http("GET", w(other.companyId, "/messages"), { visitor: v.token })).status).toBe(401);
  });

  it("opening the chat emits widget.chat.opened", async () => {
    const v = await newVisitor(co.companyId, true);
    const opened = await outbox(co.companyId, "widget.chat.opened");
    expect(opened.some((p) => (p.visitor as { id: string }).id === v.visitorId)).toBe(true);
  });
});

describe("messages", () => {
  it("go both ways: the visitor becomes a webchat contact and conversation, the agent's reply reaches the history", async () => {
    const v = await newVisitor();
    const sent = await http("POST", w(co.companyId, "/messages"), { body: { text: "Do you ship to Oman?", clientId: "m1" }, visitor: v.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toMatchObject({ from: "visitor", type: "text", text: "Do you ship to Oman?", status: "received" });
    // A retry with the same clientId is stored once.
    const retry = await http("POST", w(co.companyId, "/messages"), { body: { text: "Do you ship to Oman?", clientId: "m1" }, visitor: v.token });
    expect((retry.body.message as { id: string }).id).toBe((sent.body.message as { id: string }).id);

    const conv = await conversationOf(v.visitorId);
    expect(conv).toBeTruthy();
    const thread = await agent("GET", `/api/v1/conversations/${conv.id}`);
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({ channel: "WEBCHAT" });
    for (const event of ["message.received", "widget.message.received", "widget.first.inbound"]) {
      const found = await outbox(co.companyId, event);
      expect(found.some((p) => p.conversationId === conv.id), event).toBe(true);
    }
    expect(await outbox(co.companyId, "webchat.first.inbound")).toEqual([]);

    const reply = await agent("POST", "/api/v1/webchat/send", { conversationId: conv.id, text: "Yes, in 3 days." });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ conversationId: conv.id, status: "sent" });
    const byVisitorId = await agent("POST", "/api/v1/webchat/send", { to: v.visitorId, text: "Anything else?" });
    expect(byVisitorId.body).toMatchObject({ conversationId: conv.id });

    const history = await http("GET", w(co.companyId, "/messages"), { visitor: v.token });
    expect((history.body.data as { from: string; text: string }[]).map((m) => [m.from, m.text])).toEqual([
      ["visitor", "Do you ship to Oman?"],
      ["agent", "Yes, in 3 days."],
      ["agent", "Anything else?"],
    ]);
    const after = (history.body.data as { seq: number }[])[1].seq;
    const later = await http("GET", w(co.companyId, `/messages?after=${after}`), { visitor: v.token });
    expect((later.body.data as unknown[]).length).toBe(1);
    expect((await outbox(co.companyId, "message.sent")).some((p) => p.conversationId === conv.id)).toBe(true);
  });

  it("the SSE stream delivers an agent's reply without polling, marks it delivered, and the read mark marks it read", async () => {
    const v = await newVisitor();
    await http("POST", w(co.companyId, "/messages"), { body: { text: "Hello?" }, visitor: v.token });
    const conv = await conversationOf(v.visitorId);
    const ctl = new AbortController();
    const res = await fetch(`${app.baseUrl}${w(co.companyId, "/stream")}`, { headers: { origin: ORIGIN, "x-visitor-token": v.token }, signal: ctl.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = "";
    const until = async (pred: (s: string) => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!pred(buf)) {
        if (Date.now() > deadline) throw new Error(`stream did not deliver: ${buf}`);
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buf += value;
      }
    };
    await until((s) => s.includes("Hello?"));
    const reply = await agent("POST", "/api/v1/webchat/send", { conversationId: conv.id, text: "Hi! Live here." });
    await until((s) => s.includes("Hi! Live here."));
    expect(buf).toMatch(/id: \d+\nevent: message\ndata: \{[^\n]*"from":"agent"[^\n]*"Hi! Live here."/);
    await agent("POST", "/api/v1/webchat/typing", { conversationId: conv.id });
    await until((s) => s.includes("event: typing"));
    ctl.abort();
    const presence = async () => (await agent("GET", `/api/v1/webchat/conversations/${conv.id}/presence`)).body;
    expect(await presence()).toMatchObject({ online: true, typing: false });
    expect((await http("POST", w(co.companyId, "/typing"), { visitor: v.token })).status).toBe(200);
    expect(await presence()).toMatchObject({ typing: true });

    const status = async () => (await getDb().execute<{ status: string }>(sql`select status from messages where id = ${reply.body.messageId as string}`)).rows[0].status;
    for (let i = 0; i < 50 && (await status()) !== "delivered"; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await status()).toBe("delivered");
    expect((await http("POST", w(co.companyId, "/read"), { body: {}, visitor: v.token })).status).toBe(200);
    expect(await status()).toBe("read");
    const updates = await outbox(co.companyId, "message.status_updated");
    expect(updates.filter((p) => (p.message as { id: string }).id === reply.body.messageId).map((p) => (p.message as { status: string }).status)).toEqual(["delivered", "read"]);
  });

  it("a reconnecting stream resumes after Last-Event-ID and misses nothing", async () => {
    const v = await newVisitor();
    const first = await http("POST", w(co.companyId, "/messages"), { body: { text: "one" }, visitor: v.token });
    const conv = await conversationOf(v.visitorId);
    await agent("POST", "/api/v1/webchat/send", { conversationId: conv.id, text: "sent while the visitor was away" });
    const ctl = new AbortController();
    const res = await fetch(`${app.baseUrl}${w(co.companyId, "/stream")}`, { headers: { origin: ORIGIN, "x-visitor-token": v.token, "last-event-id": String((first.body.message as { seq: number }).seq) }, signal: ctl.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = "";
    while (!buf.includes("sent while the visitor was away")) buf += (await reader.read()).value ?? "";
    expect(buf).not.toContain('"one"');
    ctl.abort();
  });

  it("a closed conversation refuses a reply with 409; a bad body names its field", async () => {
    const v = await newVisitor();
    await http("POST", w(co.companyId, "/messages"), { body: { text: "hi" }, visitor: v.token });
    const conv = await conversationOf(v.visitorId);
    expect(fields((await agent("POST", "/api/v1/webchat/send", { text: "x" })).body)).toEqual(["to", "conversationId"]);
    expect(fields((await agent("POST", "/api/v1/webchat/send", { conversationId: conv.id })).body)).toEqual(["text", "media"]);
    expect(fields((await agent("POST", "/api/v1/webchat/send", { conversationId: conv.id, text: "x".repeat(2001) })).body)).toEqual(["text"]);
    expect(fields((await agent("POST", "/api/v1/webchat/send", { to: "not-a-visitor", text: "x" })).body)).toEqual(["to"]);
    expect(fields((await http("POST", w(co.companyId, "/messages"), { body: {}, visitor: v.token })).body)).toEqual(["text", "file"]);
    expect(fields((await http("POST", w(co.companyId, "/messages"), { body: { text: 5 }, visitor: v.token })).body)).toEqual(["text"]);
    const closer = (await co.token(["conversations:write"])).token;
    expect((await agent("POST", `/api/v1/conversations/${conv.id}/close`, undefined, closer)).status).toBe(200);
    const r = await agent("POST", "/api/v1/webchat/send", { conversationId: conv.id, text: "late" });
    expect(r.status).toBe(409);
    expect(r.body.error?.details?.reason).toBe("conversation_not_open");
  });
});

describe("the pre-chat form", () => {
  it("comes before the first message, names a missing field, and goes onto the contact", async () => {
    await agent("PUT", "/api/v1/widget/settings", { preChatForm: "name_email" });
    try {
      const v = await newVisitor();
      expect(v.formRequired).toBe(true);
      const early = await http("POST", w(co.companyId, "/messages"), { body: { text: "hi" }, visitor: v.token });
      expect(early.status).toBe(409);
      expect(early.body.error?.details?.reason).toBe("form_required");
      expect(fields((await http("POST", w(co.companyId, "/form"), { body: { name: "Sara" }, visitor: v.token })).body)).toEqual(["email"]);
      expect(fields((await http("POST", w(co.companyId, "/form"), { body: { name: "Sara", email: "nope" }, visitor: v.token })).body)).toEqual(["email"]);
      expect(fields((await http("POST", w(co.companyId, "/form"), { body: { email: "sara@example.com" }, visitor: v.token })).body)).toEqual(["name"]);
      const ok = await http("POST", w(co.companyId, "/form"), { body: { name: "Sara Khan", email: "sara@example.com" }, visitor: v.token });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body).toMatchObject({ formRequired: false, profile: { name: "Sara Khan", email: "sara@example.com" } });
      expect((await http("POST", w(co.companyId, "/messages"), { body: { text: "hi" }, visitor: v.token })).status).toBe(200);
      const conv = await conversationOf(v.visitorId);
      const contact = await agent("GET", `/api/v1/contacts/${conv.contact_id}`, undefined, (await co.token(["contacts:read"])).token);
      expect(contact.body).toMatchObject({ name: "Sara Khan", email: "sara@example.com" });
      expect((await outbox(co.companyId, "widget.form.submitted")).some((p) => (p.visitor as { id: string }).id === v.visitorId)).toBe(true);
    } finally {
      await agent("PUT", "/api/v1/widget/settings", { preChatForm: "off" });
    }
  });
});

describe("attachments", () => {
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

  it("within the limits are stored, shown to the visitor by a signed link and to agents by the API", async () => {
    const v = await newVisitor();
    const r = await http("POST", w(co.companyId, "/messages"), { body: { text: "my receipt", file: { name: "r.png", mimeType: "image/png", base64: png.toString("base64") } }, visitor: v.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const m = r.body.message as { type: string; text: string; file: { url: string; size: number } };
    expect(m).toMatchObject({ type: "image", text: "my receipt", file: { size: png.length } });
    const file = await fetch(`${app.baseUrl}${m.file.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${app.baseUrl}${m.file.url.replace(/sig=.*/, "sig=forged")}`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}${m.file.url.split("?")[0]}`)).status).toBe(404);
    const fileId = m.file.url.split("/files/")[1].split("?")[0];
    const forAgent = await fetch(`${app.baseUrl}/api/v1/webchat/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(forAgent.status).toBe(200);
    const conv = await conversationOf(v.visitorId);
    expect((await outbox(co.companyId, "widget.media.received")).some((p) => p.conversationId === conv.id)).toBe(true);
    const reply = await agent("POST", "/api/v1/webchat/send", { conversationId: conv.id, media: { name: "menu.pdf", mimeType: "application/pdf", base64: Buffer.from("%PDF-1.4 test").toString("base64") } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });

  it("outside them are refused with the field named", async () => {
    const v = await newVisitor();
    const send = (file: unknown) => http("POST", w(co.companyId, "/messages"), { body: { file }, visitor: v.token });
    expect(fields((await send({ name: "a.zip", mimeType: "application/zip", base64: "UEsDBA==" })).body)).toEqual(["file.mimeType"]);
    expect(fields((await send({ name: "a.png", mimeType: "image/png", base64: "not base64!" })).body)).toEqual(["file.base64"]);
    expect(fields((await send({ name: "", mimeType: "image/png", base64: "AAAA" })).body)).toEqual(["file.name"]);
    const big = Buffer.alloc(5 * 1024 * 1024 + 3, 1).toString("base64");
    const tooBig = await send({ name: "big.png", mimeType: "image/png", base64: big });
    expect(tooBig.status).toBe(400);
    expect(fields(tooBig.body)).toEqual(["file.base64"]);
  });
});

describe("limits and tenancy", () => {
  it("rate limit each visitor", async () => {
    const v = await newVisitor();
    let limited: Awaited<ReturnType<typeof http>> | undefined;
    for (let i = 0; i < VISITOR_LIMIT + 2 && !limited; i++) {
      const r = await http("GET", w(co.companyId, "/messages"), { visitor: v.token });
      if (r.status === 429) limited = r;
    }
    expect(limited?.body.error?.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited?.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    // Another visitor is not held back by this one.
    const other = await newVisitor();
    expect((await http("GET", w(co.companyId, "/messages"), { visitor: other.token })).status).toBe(200);
  });

  it("another company's conversations and files are 404", async () => {
    const v = await newVisitor();
    const r = await http("POST", w(co.companyId, "/messages"), { body: { text: "x", file: { name: "n.txt", mimeType: "text/plain", base64: Buffer.from("note").toString("base64") } }, visitor: v.token });
    const fileId = (r.body.message as { file: { url: string } }).file.url.split("/files/")[1].split("?")[0];
    const conv = await conversationOf(v.visitorId);
    const other = await newCompany("widget-c");
    const otherToken = (await other.token(["messages:send", "messages:read"])).token;
    expect((await agent("POST", "/api/v1/webchat/send", { conversationId: conv.id, text: "hi" }, otherToken)).status).toBe(404);
    expect((await agent("POST", "/api/v1/webchat/send", { to: v.visitorId, text: "hi" }, otherToken)).status).toBe(404);
    expect((await agent("POST", "/api/v1/webchat/typing", { conversationId: conv.id }, otherToken)).status).toBe(404);
    const otherReader = (await other.token(["conversations:read"])).token;
    expect((await agent("GET", `/api/v1/webchat/conversations/${conv.id}/presence`, undefined, otherReader)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/v1/webchat/files/${fileId}`, { headers: { authorization: `Bearer ${otherToken}` } })).status).toBe(404);
  });
});
