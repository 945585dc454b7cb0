import { randomBytes } from "node:crypto";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { conversations, messages } from "@/db/schema";
import { newId } from "@/lib/ids";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError, type ApiResponse } from "./support/http";

type Button = { type: string; title: string; url: string | null; payload: string | null };
type Card = { title: string; subtitle: string | null; imageUrl: string | null; defaultActionUrl: string | null; buttons: Button[] };
type Template = { id: string; name: string; description: string | null; isActive: boolean; cards: Card[]; createdAt: string; updatedAt: string };
type Page<T> = { data: T[]; pagination: { page: number; limit: number; total: number; totalPages: number } };
type Usage = { totalSends: number; lastSentAt: string | null; byStatus: Record<string, number>; recent: { messageId: string; conversationId: string; contactId: string; status: string; createdAt: string }[] };
type Interactive = { id: string; name: string; type: string; config: Record<string, unknown>; createdAt: string };
type QuickReply = { id: string; shortcut: string; title: string; text: string; category: string | null };

const T = "/api/v1/photoapp/templates";
const IM = "/api/v1/photoapp/interactive-messages";
const QR = "/api/v1/photoapp/quick-replies";
const hex = () => randomBytes(3).toString("hex");

let co: TestCompany;
let other: TestCompany;
let token: string;

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany("plib"), newCompany("plibother")]);
});

// A token per test: each has its own 60 requests a minute.
beforeEach(async () => {
  token = (await co.token(["templates:read", "templates:write", "library:read", "library:write"])).token;
});

const card = (over: Partial<Card> = {}) => ({ title: "Spring collection", ...over });
const post = (button: Record<string, unknown>) => ({ type: "postback", title: "More", payload: "MORE", ...button });
const createTemplate = (body: Record<string, unknown>, t = token) => call<Template>("POST", T, { token: t, body: { name: `Tpl ${hex()}`, cards: [card()], ...body } });

/** A 400 whose message starts with the field's path and whose details list it. */
function refused(res: ApiResponse, path: string, message?: RegExp) {
  const err = expectError(res, 400, "VALIDATION_ERROR");
  const fields = (err.details as { fields: { path: string; message: string }[] }).fields;
  const field = fields.find((f) => f.path === path);
  expect(field, `${path} in ${JSON.stringify(fields)}`).toBeDefined();
  if (message) expect(field!.message).toMatch(message);
  return field!;
}

describe("saved templates", () => {
  it("creates, reads, updates in part and deletes", async () => {
    const body = {
      name: "Spring sale",
      description: "Cards for the spring campaign",
      cards: [
        {
          title: "Dresses",
          subtitle: "New arrivals",
          imageUrl: "https://cdn.example.com/dress.jpg",
          defaultActionUrl: "https://shop.example.com/dresses",
          buttons: [
            { type: "web_url", title: "Shop now", url: "http://shop.example.com/buy", payload: "ignored" },
            { type: "postback", title: "Tell me more", payload: "MORE_DRESSES" },
          ],
        },
        { title: "Shoes" },
      ],
    };
    const created = await call<Template>("POST", T, { token, body });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Spring sale", description: "Cards for the spring campaign", isActive: true });
    expect(created.body.id).toMatch(/^ptpl_/);
    expect(created.body.cards).toEqual([
      {
        title: "Dresses",
        subtitle: "New arrivals",
        imageUrl: "https://cdn.example.com/dress.jpg",
        defaultActionUrl: "https://shop.example.com/dresses",
        buttons: [
          { type: "web_url", title: "Shop now", url: "http://shop.example.com/buy", payload: null },
          { type: "postback", title: "Tell me more", url: null, payload: "MORE_DRESSES" },
        ],
      },
      { title: "Shoes", subtitle: null, imageUrl: null, defaultActionUrl: null, buttons: [] },
    ]);
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt);
    const id = created.body.id;
    expect((await call<Template>("GET", `${T}/${id}`, { token })).body).toEqual(created.body);

    const updated = await call<Template>("PUT", `${T}/${id}`, { token, body: { isActive: false, description: null } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Spring sale", description: null, isActive: false, cards: created.body.cards });
    const recarded = await call<Template>("PUT", `${T}/${id}`, { token, body: { name: "Summer", cards: [card({ title: "Hats" })] } });
    expect(recarded.body).toMatchObject({ name: "Summer", isActive: false, cards: [{ title: "Hats", buttons: [] }] });
    refused(await call("PUT", `${T}/${id}`, { token, body: {} }), "body", /at least one of name/);

    expect((await call("DELETE", `${T}/${id}`, { token })).body).toEqual({ id, deleted: true });
    expectError(await call("GET", `${T}/${id}`, { token }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `${T}/${id}`, { token }), 404, "NOT_FOUND");
  });

  it("enforces every limit of the spec, naming the field", async () => {
    const ok = async (body: Record<string, unknown>) => expect((await createTemplate(body)).status, JSON.stringify(body).slice(0, 200)).toBe(200);
    await ok({ name: "n".repeat(100) });
    refused(await createTemplate({ name: "n".repeat(101) }), "name", /at most 100/);
    refused(await createTemplate({ name: "   " }), "name", /required/);
    await ok({ description: "d".repeat(500) });
    refused(await createTemplate({ description: "d".repeat(501) }), "description", /at most 500/);
    await ok({ cards: Array.from({ length: 10 }, (_, i) => card({ title: `Card ${i}` })) });
    refused(await createTemplate({ cards: Array.from({ length: 11 }, () => card()) }), "cards", /at most 10 cards/);
    refused(await createTemplate({ cards: [] }), "cards", /at least 1 card/);
    refused(await call("POST", T, { token, body: { name: "No cards" } }), "cards", /required/);
    await ok({ cards: [card({ title: "t".repeat(80), subtitle: "s".repeat(80) })] });
    refused(await createTemplate({ cards: [card({ title: "t".repeat(81) })] }), "cards.0.title", /at most 80/);
    refused(await createTemplate({ cards: [card(), card({ subtitle: "s".repeat(81) })] }), "cards.1.subtitle", /at most 80/);
    await ok({ cards: [{ ...card(), buttons: [post({}), post({}), post({})] }] });
    refused(await createTemplate({ cards: [{ ...card(), buttons: [post({}), post({}), post({}), post({})] }] }), "cards.0.buttons", /at most 3 buttons/);
    await ok({ cards: [{ ...card(), buttons: [post({ title: "b".repeat(20) })] }] });
    const long = refused(await createTemplate({ cards: [{ ...card(), buttons: [post({}), post({ title: "b".repeat(21) })] }] }), "cards.0.buttons.1.title", /at most 20/);
    expect(long.message).toBe("must be at most 20 characters");
    expect(expectError(await createTemplate({ cards: [{ ...card(), buttons: [post({}), post({ title: "b".repeat(21) })] }] }), 400, "VALIDATION_ERROR").message).toBe(
      "cards.0.buttons.1.title: must be at most 20 characters",
    );
    refused(await createTemplate({ cards: [{ ...card(), buttons: [{ type: "web_url", title: "Go" }] }] }), "cards.0.buttons.0.url", /required for a web_url/);
    refused(await createTemplate({ cards: [{ ...card(), buttons: [{ type: "web_url", title: "Go", url: "javascript:alert(1)" }] }] }), "cards.0.buttons.0.url", /http\(s\) URL/);
    refused(await createTemplate({ cards: [{ ...card(), buttons: [{ type: "postback", title: "Go" }] }] }), "cards.0.buttons.0.payload", /required for a postback/);
    refused(await createTemplate({ cards: [{ ...card(), buttons: [post({ payload: "p".repeat(1001) })] }] }), "cards.0.buttons.0.payload", /at most 1000/);
    refused(await createTemplate({ cards: [{ ...card(), buttons: [{ type: "call", title: "Go" }] }] }), "cards.0.buttons.0.type", /web_url or postback/);
    refused(await createTemplate({ cards: [card({ imageUrl: "http://cdn.example.com/a.jpg" })] }), "cards.0.imageUrl", /https URL/);
    refused(await createTemplate({ cards: [card({ defaultActionUrl: "not a url" })] }), "cards.0.defaultActionUrl", /https URL/);
    refused(await createTemplate({ isActive: "yes" }), "isActive");
    const tpl = (await createTemplate({})).body;
    refused(await call("PUT", `${T}/${tpl.id}`, { token, body: { cards: [] } }), "cards");
    refused(await call("PUT", `${T}/${tpl.id}`, { token, body: { name: "n".repeat(101) } }), "name");
  });

  it("lists newest first with pages, search (any case, literal) and the isActive filter", async () => {
    const c = await newCompany("plibpage");
    const t = (await c.token(["templates:read", "templates:write"])).token;
    for (const [name, isActive] of [["Spring sale", true], ["SPRING promo", false], ["Autumn", true], ["50% off", true], ["500 off", true]] as const) {
      expect((await createTemplate({ name, isActive }, t)).status).toBe(200);
    }
    const list = (q: string) => call<Page<Template>>("GET", `${T}${q}`, { token: t });
    const all = await list("");
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 5, totalPages: 1, totalIsExact: true });
    expect(all.body.data.map((x) => x.name)).toEqual(["500 off", "50% off", "Autumn", "SPRING promo", "Spring sale"]);
    const page = await list("?page=3&limit=2");
    expect(page.body.pagination).toMatchObject({ page: 3, limit: 2, total: 5, totalPages: 3 });
    expect(page.body.data.map((x) => x.name)).toEqual(["Spring sale"]);
    expect((await list("?page=4&limit=2")).body.data).toEqual([]);
    expect((await list("?search=spring")).body.data.map((x) => x.name).sort()).toEqual(["SPRING promo", "Spring sale"]);
    expect((await list("?search=50%25")).body.data.map((x) => x.name)).toEqual(["50% off"]);
    expect((await list("?isActive=false")).body.data.map((x) => x.name)).toEqual(["SPRING promo"]);
    expect((await list("?isActive=true&search=spring")).body).toMatchObject({ data: [{ name: "Spring sale" }], pagination: { total: 1 } });
    expect((await list("?limit=100")).status).toBe(200);
    refused(await list("?limit=101"), "limit", /at most 100/);
    refused(await list("?limit=0"), "limit", /at least 1/);
    refused(await list("?page=0"), "page", /at least 1/);
    refused(await list("?isActive=maybe"), "isActive");
    // Another company's templates never show.
    expect((await call<Page<Template>>("GET", T, { token })).body.data.map((x) => x.name)).not.toContain("Autumn");
  });

  it("details the usage from the messages sent from it, in this company only", async () => {
    const tpl = (await createTemplate({ name: "Usage" })).body;
    const unused = await call<Template & { usage: Usage }>("GET", `${T}/${tpl.id}/detail`, { token });
    expect(unused.body).toMatchObject({ id: tpl.id, name: "Usage", cards: tpl.cards });
    expect(unused.body.usage).toEqual({ totalSends: 0, lastSentAt: null, byStatus: { queued: 0, sent: 0, delivered: 0, read: 0, failed: 0 }, recent: [] });

    const db = getDb();
    const contact = await co.contact();
    const conversationId = newId("cnv");
    await db.insert(conversations).values({ id: conversationId, companyId: co.companyId, contactId: contact.id, channel: "PHOTOAPP", inboxId: await defaultInboxId(co.companyId, "PHOTOAPP") });
    const statuses = ["sent", "sent", "delivered", "read", "read", "read", "failed", "queued", "delivered", "read", "sent", "sent"] as const;
    const base = Date.now() - 3_600_000;
    const rows = statuses.map((status, i) => ({
      id: newId("msg"),
      companyId: co.companyId,
      conversationId,
      contactId: contact.id,
      channel: "PHOTOAPP" as const,
      direction: "outbound" as const,
      type: "generic_template",
      status,
      libraryItemId: tpl.id,
      createdAt: new Date(base + i * 60_000),
    }));
    await db.insert(messages).values(rows);
    // Not usage: an inbound message, a message of another template, the same id in another company.
    await db.insert(messages).values({ ...rows[0], id: newId("msg"), direction: "inbound", status: "received", createdAt: new Date() });
    await db.insert(messages).values({ ...rows[0], id: newId("msg"), libraryItemId: "ptpl_other", createdAt: new Date() });
    const stranger = await other.contact();
    const strangerConv = newId("cnv");
    await db.insert(conversations).values({ id: strangerConv, companyId: other.companyId, contactId: stranger.id, channel: "PHOTOAPP", inboxId: await defaultInboxId(other.companyId, "PHOTOAPP") });
    await db.insert(messages).values({ ...rows[0], id: newId("msg"), companyId: other.companyId, conversationId: strangerConv, contactId: stranger.id, createdAt: new Date() });

    const detail = await call<Template & { usage: Usage }>("GET", `${T}/${tpl.id}/detail`, { token });
    expect(detail.status).toBe(200);
    const { usage } = detail.body;
    expect(usage.totalSends).toBe(12);
    expect(usage.byStatus).toEqual({ queued: 1, sent: 4, delivered: 2, read: 4, failed: 1 });
    expect(usage.lastSentAt).toBe(rows[11].createdAt.toISOString());
    expect(usage.recent).toHaveLength(10);
    expect(usage.recent.map((r) => r.messageId)).toEqual(rows.slice(2).reverse().map((r) => r.id));
    expect(usage.recent[0]).toEqual({ messageId: rows[11].id, conversationId, contactId: contact.id, status: "sent", createdAt: rows[11].createdAt.toISOString() });
  });
});

describe("interactive messages", () => {
  const buttons = { name: "Help menu", type: "buttons", config: { text: "How can we help?", buttons: [post({ title: "Track order", payload: "TRACK" }), { type: "web_url", title: "FAQ", url: "https://example.com/faq" }] } };
  const replies = (n: number) => ({ name: "Sizes", type: "quick_replies", config: { text: "Pick a size", quickReplies: Array.from({ length: n }, (_, i) => ({ title: `Size ${i}`, payload: `SIZE_${i}` })) } });

  it("creates, lists newest first, replaces and deletes", async () => {
    const a = await call<Interactive>("POST", IM, { token, body: buttons });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ name: "Help menu", type: "buttons", config: { text: "How can we help?", buttons: [{ type: "postback", title: "Track order", payload: "TRACK" }, { type: "web_url", url: "https://example.com/faq" }] } });
    expect(a.body.id).toMatch(/^pim_/);
    const b = await call<Interactive>("POST", IM, { token, body: replies(13) });
    expect(b.status).toBe(200);
    const list = await call<{ data: Interactive[] }>("GET", IM, { token });
    const mine = list.body.data.map((x) => x.id);
    expect(mine.indexOf(b.body.id)).toBeLessThan(mine.indexOf(a.body.id));
    expect((await call<Interactive>("GET", `${IM}/${a.body.id}`, { token })).body).toEqual(a.body);

    const replaced = await call<Interactive>("PUT", `${IM}/${a.body.id}`, { token, body: replies(1) });
    expect(replaced.body).toMatchObject({ id: a.body.id, name: "Sizes", type: "quick_replies", config: { text: "Pick a size", quickReplies: [{ title: "Size 0", payload: "SIZE_0" }] } });
    refused(await call("PUT", `${IM}/${a.body.id}`, { token, body: { name: "Only a name" } }), "type");
    expect((await call("DELETE", `${IM}/${a.body.id}`, { token })).body).toEqual({ id: a.body.id, deleted: true });
    expectError(await call("GET", `${IM}/${a.body.id}`, { token }), 404, "NOT_FOUND");
    expect((await call<{ data: Interactive[] }>("GET", IM, { token })).body.data.map((x) => x.id)).not.toContain(a.body.id);
    // Never another company's.
    const theirs = (await call<{ data: Interactive[] }>("GET", IM, { token: (await other.token(["library:read"])).token })).body.data;
    expect(theirs.map((x) => x.id)).not.toContain(b.body.id);
  });

  it("validates config by its type, naming config.<path>", async () => {
    const send = (body: unknown) => call("POST", IM, { token, body });
    refused(await send(replies(14)), "config.quickReplies", /at most 13 quick replies/);
    refused(await send(replies(0)), "config.quickReplies", /at least 1 quick reply/);
    refused(await send({ ...buttons, config: { ...buttons.config, buttons: [post({}), post({}), post({}), post({})] } }), "config.buttons", /at most 3/);
    refused(await send({ ...buttons, config: { ...buttons.config, buttons: [post({}), { type: "web_url", title: "No url" }] } }), "config.buttons.1.url", /required/);
    refused(await send({ ...buttons, config: { ...buttons.config, buttons: [post({ title: "t".repeat(21) })] } }), "config.buttons.0.title", /at most 20/);
    refused(await send({ ...buttons, config: { ...buttons.config, text: "x".repeat(641) } }), "config.text", /at most 640/);
    expect((await send({ ...buttons, config: { ...buttons.config, text: "x".repeat(640) } })).status).toBe(200);
    refused(await send({ ...replies(1), config: { ...replies(1).config, text: "x".repeat(1001) } }), "config.text", /at most 1000/);
    refused(await send({ ...replies(1), config: { text: "hi", quickReplies: [{ title: "t".repeat(21), payload: "P" }] } }), "config.quickReplies.0.title", /at most 20/);
    refused(await send({ ...replies(1), config: { text: "hi", quickReplies: [{ title: "Yes" }] } }), "config.quickReplies.0.payload", /required/);
    // A buttons config under the quick_replies type does not fit it.
    refused(await send({ ...buttons, type: "quick_replies" }), "config.quickReplies", /required/);
    refused(await send({ ...buttons, type: "carousel" }), "type", /buttons or quick_replies/);
    refused(await send({ ...buttons, config: "text" }), "config", /object/);
    refused(await send({ ...buttons, name: "n".repeat(101) }), "name", /at most 100/);
    expect((await send({ ...buttons, name: "n".repeat(100) })).status).toBe(200);
    refused(await send({ type: "buttons", config: buttons.config }), "name", /required/);
  });
});

const create = (body: Record<string, unknown>, t = token) => call<QuickReply>("POST", QR, { token: t, body: { title: "Hours", text: "We open at 9.", ...body } });

describe("quick replies", () => {
  it("creates, reads, updates in part, lists by shortcut with filters, counts categories and deletes", async () => {
    const c = await newCompany("plibqr");
    const t = (await c.token(["library:read", "library:write"])).token;
    const made: QuickReply[] = [];
    for (const [shortcut, title, text, category] of [
      ["hours", "Opening hours", "We open at 9.", "Store"],
      ["Returns", "Returns policy", "30 days to return.", "Policy"],
      ["ship-fast", "Shipping", "Free shipping over 50.", "Policy"],
      ["thanks_1", "Thank you", "Thanks for your order!", null],
    ]) {
      const r = await create({ shortcut, title, text, category }, t);
      expect(r.status).toBe(200);
      made.push(r.body);
    }
    expect(made[0]).toMatchObject({ shortcut: "hours", title: "Opening hours", text: "We open at 9.", category: "Store" });
    expect(made[0].id).toMatch(/^pqr_/);
    const list = (q: string) => call<Page<QuickReply>>("GET", `${QR}${q}`, { token: t });
    const all = await list("");
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1, totalIsExact: true });
    expect(all.body.data.map((q) => q.shortcut)).toEqual(["hours", "Returns", "ship-fast", "thanks_1"]);
    expect((await list("?limit=3&page=2")).body).toMatchObject({ data: [{ shortcut: "thanks_1" }], pagination: { total: 4, totalPages: 2 } });
    expect((await list("?search=RETURN")).body.data.map((q) => q.shortcut)).toEqual(["Returns"]);
    expect((await list("?search=shipping")).body.data.map((q) => q.shortcut)).toEqual(["ship-fast"]);
    expect((await list("?search=order!")).body.data.map((q) => q.shortcut)).toEqual(["thanks_1"]);
    expect((await list("?category=Policy")).body.data.map((q) => q.shortcut)).toEqual(["Returns", "ship-fast"]);
    expect((await list("?category=Policy&search=free")).body.pagination.total).toBe(1);
    refused(await list("?limit=101"), "limit");
    refused(await list("?page=0"), "page");
    expect((await call("GET", `${QR}/categories`, { token: t })).body).toEqual({ data: [{ category: "Policy", count: 2 }, { category: "Store", count: 1 }], uncategorized: 1 });

    expect((await call("GET", `${QR}/${made[1].id}`, { token: t })).body).toEqual(made[1]);
    const upd = await call<QuickReply>("PUT", `${QR}/${made[1].id}`, { token: t, body: { text: "60 days to return.", category: "" } });
    expect(upd.body).toMatchObject({ shortcut: "Returns", title: "Returns policy", text: "60 days to return.", category: null });
    refused(await call("PUT", `${QR}/${made[1].id}`, { token: t, body: {} }), "body", /at least one/);
    expect((await call("DELETE", `${QR}/${made[1].id}`, { token: t })).body).toEqual({ id: made[1].id, deleted: true });
    expectError(await call("PUT", `${QR}/${made[1].id}`, { token: t, body: { title: "Gone" } }), 404, "NOT_FOUND");
    expect((await list("")).body.pagination.total).toBe(3);
  });

  it("refuses a shortcut the company already has in any case (409), but not another company's", async () => {
    const sc = `greet-${hex()}`;
    const first = await create({ shortcut: sc });
    expect(first.status).toBe(200);
    const dup = expectError(await create({ shortcut: sc.toUpperCase() }), 409, "CONFLICT");
    expect(dup.message).toContain(sc.toUpperCase());
    expect(dup.details).toMatchObject({ field: "shortcut" });
    const second = await create({ shortcut: `${sc}-2` });
    expectError(await call("PUT", `${QR}/${second.body.id}`, { token, body: { shortcut: sc } }), 409, "CONFLICT");
    // Renaming to its own shortcut in another case is no conflict.
    expect((await call<QuickReply>("PUT", `${QR}/${first.body.id}`, { token, body: { shortcut: sc.toUpperCase() } })).body.shortcut).toBe(sc.toUpperCase());
    expect((await create({ shortcut: sc }, (await other.token(["library:write"])).token)).status).toBe(200);
  });

  it("validates shortcut, title, text and category", async () => {
    expect((await create({ shortcut: `a${hex()}`.padEnd(40, "x") })).status).toBe(200);
    refused(await create({ shortcut: "a".repeat(41) }), "shortcut", /at most 40/);
    refused(await create({ shortcut: "two words" }), "shortcut", /letters, digits, - and _/);
    refused(await create({ shortcut: "" }), "shortcut", /required/);
    refused(await create({ shortcut: `t${hex()}`, title: "t".repeat(101) }), "title", /at most 100/);
    refused(await create({ shortcut: `t${hex()}`, text: "t".repeat(1001) }), "text", /at most 1000/);
    refused(await create({ shortcut: `t${hex()}`, text: undefined }), "text", /required/);
    refused(await create({ shortcut: `t${hex()}`, category: "c".repeat(51) }), "category", /at most 50/);
  });
});

describe("scopes and tenancy", () => {
  it("answers 403 INSUFFICIENT_PERMISSIONS without the route's scope", async () => {
    const readTemplates = (await co.token(["templates:read"])).token;
    const readLibrary = (await co.token(["library:read"])).token;
    const unrelated = (await co.token(["contacts:read"])).token;
    const denied = async (method: string, path: string, t: string, scope: string, body?: unknown) =>
      expect(expectError(await call(method, path, { token: t, body }), 403, "INSUFFICIENT_PERMISSIONS").message).toContain(scope);
    await denied("GET", T, unrelated, "templates:read");
    await denied("POST", T, readTemplates, "templates:write", { name: "x", cards: [card()] });
    await denied("GET", IM, unrelated, "library:read");
    await denied("GET", IM, readTemplates, "library:read");
    await denied("POST", IM, readLibrary, "library:write", {});
    await denied("GET", QR, unrelated, "library:read");
    await denied("GET", `${QR}/categories`, unrelated, "library:read");
    await denied("POST", QR, readLibrary, "library:write", {});
    const tpl = (await createTemplate({})).body;
    await denied("GET", `${T}/${tpl.id}/detail`, readLibrary, "templates:read");
    await denied("DELETE", `${T}/${tpl.id}`, readTemplates, "templates:write");
    expect((await call("GET", `${T}/${tpl.id}`, { token: readTemplates })).status).toBe(200);
  });

  it("answers 404 for another company's ids on get, put, delete and detail", async () => {
    const theirs = (await other.token(["templates:read", "templates:write", "library:read", "library:write"])).token;
    const tpl = (await createTemplate({}, theirs)).body;
    const im = (await call<Interactive>("POST", IM, { token: theirs, body: { name: "Theirs", type: "quick_replies", config: { text: "Hi", quickReplies: [{ title: "A", payload: "A" }] } } })).body;
    const qr = (await create({ shortcut: `theirs-${hex()}` }, theirs)).body;
    const cases: [string, string, unknown?][] = [
      ["GET", `${T}/${tpl.id}`],
      ["GET", `${T}/${tpl.id}/detail`],
      ["PUT", `${T}/${tpl.id}`, { name: "Mine now" }],
      ["DELETE", `${T}/${tpl.id}`],
      ["GET", `${IM}/${im.id}`],
      ["PUT", `${IM}/${im.id}`, { name: "Mine now", type: "quick_replies", config: { text: "Hi", quickReplies: [{ title: "A", payload: "A" }] } }],
      ["DELETE", `${IM}/${im.id}`],
      ["GET", `${QR}/${qr.id}`],
      ["PUT", `${QR}/${qr.id}`, { title: "Mine now" }],
      ["DELETE", `${QR}/${qr.id}`],
    ];
    for (const [method, path, body] of cases) {
      expectError(await call(method, path, { token, body }), 404, "NOT_FOUND");
    }
    // Still there and unchanged for their owner.
    expect((await call<Template>("GET", `${T}/${tpl.id}`, { token: theirs })).body.name).toBe(tpl.name);
    expect((await call<Interactive>("GET", `${IM}/${im.id}`, { token: theirs })).body.name).toBe("Theirs");
    expect((await call<QuickReply>("GET", `${QR}/${qr.id}`, { token: theirs })).body.title).toBe("Hours");
  });
});
