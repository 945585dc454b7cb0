import { beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Snippet = { text: string; highlights: { start: number; end: number }[] };
type Result = {
  q: string;
  contacts?: { id: string; snippet: Snippet }[];
  conversations?: { id: string }[];
  messages?: { id: string; conversationId: string; snippet: Snippet }[];
  omitted: { type: string; requiredScope: string }[];
};

let co: TestCompany;
let token: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  co = await newCompany("search");
  token = (await co.token(["contacts:read", "conversations:read", "messages:read", "messages:send"])).token;
});

const search = (qs: string, t = token) => call<Result>("GET", `/api/v1/search?${qs}`, { token: t });

describe("GET /api/v1/search", () => {
  it("finds a customer's Arabic message by a word without its article, grouped with its contact and conversation", async () => {
    const name = `Huda ${run}`;
    const sent = await call<{ conversationId: string }>("POST", "/api/v1/chatapp/sandbox/inbound", { token, body: { from: "971550177001", name, text: "وصلت الفاتورة اليوم" } });
    expect(sent.status).toBe(200);
    const res = await search(new URLSearchParams({ q: "فاتورة" }).toString());
    expect(res.status).toBe(200);
    expect(res.body.messages?.map((m) => m.conversationId)).toEqual([sent.body.conversationId]);
    const s = res.body.messages![0]!.snippet;
    expect(s.highlights.map((h) => s.text.slice(h.start, h.end))).toEqual(["الفاتورة"]);
    const byName = await search(new URLSearchParams({ q: name, types: "contacts,conversations" }).toString());
    expect(byName.body.contacts).toHaveLength(1);
    expect(byName.body.conversations?.map((c) => c.id)).toEqual([sent.body.conversationId]);
    expect(byName.body).not.toHaveProperty("messages");
  });

  it("400 naming q when it is missing, empty or too long, and naming the unknown type", async () => {
    for (const qs of ["", "q=", "q=%20%20"]) {
      const err = expectError(await search(qs), 400, "VALIDATION_ERROR");
      expect(err.message, qs).toMatch(/^q:/);
    }
    expect(expectError(await search(`q=${"a".repeat(201)}`), 400, "VALIDATION_ERROR").message).toMatch(/^q: must be at most 200 characters/);
    const unknown = expectError(await search("q=hi&types=contacts,tickets"), 400, "VALIDATION_ERROR");
    expect(unknown.message).toMatch(/^types/);
    expect(unknown.message).toContain(`"tickets" is not a search type; must be one of contacts, conversations, messages`);
    expect(expectError(await search("q=hi&limit=21"), 400, "VALIDATION_ERROR").message).toMatch(/^limit:/);
  });

  it("answers only the groups the token may read; 403 when it may read none of those asked for", async () => {
    const contactsOnly = (await co.token(["contacts:read"])).token;
    const res = await search("q=Huda", contactsOnly);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["contacts", "omitted", "q"]);
    expect(res.body.omitted.map((o) => o.requiredScope)).toEqual(["conversations:read", "messages:read"]);
    const err = expectError(await search("q=Huda&types=messages", contactsOnly), 403, "INSUFFICIENT_PERMISSIONS");
    expect(err.message).toContain("messages:read");
    const none = (await co.token(["templates:read"])).token;
    expectError(await search("q=Huda", none), 403, "INSUFFICIENT_PERMISSIONS");
  });
});
