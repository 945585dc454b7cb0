import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { inbound, postCallback, sandboxNumber, waitFor } from "./support/chatapp";

type Contact = { id: string; name: string; phone: string; marketingConsent: string; marketingConsentSource: string | null; marketingConsentChangedAt: string | null };
type Conv = { id: string; contact: { id: string; phone: string } };
type Msg = { direction: string; text: string | null; status: string };
type Timeline = { data: { type: string; data: Record<string, unknown> }[] };

let co: TestCompany;
let token: string;
let number: string;
let seq = 0;
const phone = () => `97155${String(Date.now()).slice(-5)}${String(++seq).padStart(2, "0")}`;

beforeAll(async () => {
  co = await newCompany("consent");
  number = sandboxNumber(co.companyId);
});
// A fresh token per test: one token is limited to 60 requests a minute.
beforeEach(async () => {
  token = (await co.token(["conversations:read", "contacts:read", "contacts:write", "messages:send"])).token;
});

async function text(from: string, body: string) {
  const res = await postCallback(inbound(number, from, { type: "text", text: { body } }));
  expect(res.status).toBe(200);
}
async function contactOf(from: string) {
  const list = await call<{ data: Contact[] }>("GET", `/api/v1/contacts?search=${from}`, { token });
  return list.body.data[0]!;
}
async function threadOf(from: string) {
  const conv = (await call<{ data: Conv[] }>("GET", `/api/v1/conversations?q=${from}`, { token })).body.data[0]!;
  return (await call<{ data: Msg[] }>("GET", `/api/v1/conversations/${conv.id}/messages`, { token })).body.data;
}
const outbound = (msgs: Msg[], needle: string) => msgs.find((m) => m.direction === "outbound" && m.text?.includes(needle));

describe("stop and start keywords over the chatapp webhook", () => {
  it("a customer texting ' stop ' is opted out and told so in the thread; START opts back in", async () => {
    const from = phone();
    await text(from, "Hello there");
    const first = await contactOf(from);
    expect(first).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "INBOUND" });
    expect(first.marketingConsentChangedAt).not.toBeNull();

    await text(from, " stop ");
    const out = await contactOf(from);
    expect(out).toMatchObject({ marketingConsent: "OPTED_OUT", marketingConsentSource: "KEYWORD" });
    const thread = await waitFor(async () => {
      const msgs = await threadOf(from);
      return outbound(msgs, "no longer receive marketing messages") ? msgs : null;
    }, 15_000, 700);
    expect(thread.some((m) => m.direction === "inbound" && m.text === " stop ")).toBe(true);
    expect(outbound(thread, "Reply START to subscribe again")?.status).not.toBe("failed");
    const tl = await call<Timeline>("GET", `/api/v1/contacts/${out.id}/timeline`, { token });
    expect(tl.body.data.find((e) => e.type === "CONSENT_CHANGED")?.data).toEqual({ from: "OPTED_IN", to: "OPTED_OUT", source: "KEYWORD", keyword: "STOP" });

    await text(from, "START");
    expect(await contactOf(from)).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "KEYWORD" });
    await waitFor(async () => outbound(await threadOf(from), "subscribed to marketing messages"), 15_000, 700);
  });

  it("a text that merely contains STOP changes nothing", async () => {
    const from = phone();
    await text(from, "please stop the emails");
    expect(await contactOf(from)).toMatchObject({ marketingConsent: "OPTED_IN" });
  });

  it("a company's own keyword works after PATCH /api/v1/company; bad keywords are 400s naming the field", async () => {
    const own = await newCompany("consentkw");
    const upd = await call<{ stopKeywords: string[]; optOutReply: string }>("PATCH", "/api/v1/company", {
      token: own.ownerJwt,
      body: { stopKeywords: ["Basta"], optOutReply: "Adios from {company}" },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ stopKeywords: ["Basta"], startKeywords: expect.arrayContaining(["START"]), optOutReply: "Adios from {company}" });
    for (const [body, field] of [
      [{ stopKeywords: ["x".repeat(41)] }, "stopKeywords"],
      [{ startKeywords: Array(21).fill("go") }, "startKeywords"],
      [{ stopKeywords: "STOP" }, "stopKeywords"],
      [{ optInReply: "x".repeat(1001) }, "optInReply"],
    ] as const) {
      const err = expectError(await call("PATCH", "/api/v1/company", { token: own.ownerJwt, body }), 400, "VALIDATION_ERROR");
      expect(err.message).toMatch(new RegExp(`^${field}`));
    }
    const ownToken = (await own.token(["conversations:read", "contacts:read"])).token;
    const from = phone();
    const res = await postCallback(inbound(sandboxNumber(own.companyId), from, { type: "text", text: { body: "BASTA" } }));
    expect(res.status).toBe(200);
    const c = (await call<{ data: Contact[] }>("GET", `/api/v1/contacts?search=${from}`, { token: ownToken })).body.data[0]!;
    expect(c).toMatchObject({ marketingConsent: "OPTED_OUT", marketingConsentSource: "KEYWORD" });
    await waitFor(async () => {
      const conv = (await call<{ data: Conv[] }>("GET", `/api/v1/conversations?q=${from}`, { token: ownToken })).body.data[0]!;
      const msgs = (await call<{ data: Msg[] }>("GET", `/api/v1/conversations/${conv.id}/messages`, { token: ownToken })).body.data;
      return msgs.find((m) => m.direction === "outbound" && m.text?.startsWith("Adios from "));
    }, 15_000, 1_000);
  });
});

describe("marketingConsent on the contacts API", () => {
  it("create and update set it with source API, record the change once, and the list filters by it", async () => {
    const a = await call<Contact>("POST", "/api/v1/contacts", { token, body: { name: "Consent A" } });
    expect(a.body).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "API" });
    const b = await call<Contact>("POST", "/api/v1/contacts", { token, body: { name: "Consent B", marketingConsent: "OPTED_OUT" } });
    expect(b.body.marketingConsent).toBe("OPTED_OUT");
    const put = await call<Contact>("PUT", `/api/v1/contacts/${a.body.id}`, { token, body: { marketingConsent: "OPTED_OUT" } });
    expect(put.body).toMatchObject({ marketingConsent: "OPTED_OUT", marketingConsentSource: "API" });
    await call("PUT", `/api/v1/contacts/${a.body.id}`, { token, body: { marketingConsent: "OPTED_OUT" } });
    const tl = await call<Timeline>("GET", `/api/v1/contacts/${a.body.id}/timeline`, { token });
    expect(tl.body.data.filter((e) => e.type === "CONSENT_CHANGED").map((e) => e.data)).toEqual([{ from: "OPTED_IN", to: "OPTED_OUT", source: "API" }]);

    const out = await call<{ data: Contact[] }>("GET", "/api/v1/contacts?marketingConsent=OPTED_OUT&search=Consent", { token });
    expect(out.body.data.map((c) => c.id).sort()).toEqual([a.body.id, b.body.id].sort());
    const both = await call<{ data: Contact[] }>("GET", "/api/v1/contacts?marketingConsent=OPTED_IN,OPTED_OUT&search=Consent", { token });
    expect(both.body.data).toHaveLength(2);
  });

  it("400s name the field", async () => {
    const list = expectError(await call("GET", "/api/v1/contacts?marketingConsent=MAYBE", { token }), 400, "VALIDATION_ERROR");
    expect(list.message).toMatch(/^marketingConsent/);
    const create = expectError(await call("POST", "/api/v1/contacts", { token, body: { name: "X", marketingConsent: "yes" } }), 400, "VALIDATION_ERROR");
    expect(create.message).toMatch(/^marketingConsent/);
    const c = await call<Contact>("POST", "/api/v1/contacts", { token, body: { name: "Y" } });
    const put = expectError(await call("PUT", `/api/v1/contacts/${c.body.id}`, { token, body: { marketingConsent: null } }), 400, "VALIDATION_ERROR");
    expect(put.message).toMatch(/^marketingConsent/);
    const exp = expectError(await call("GET", "/api/v1/contacts/export?marketingConsent=NO", { token }), 400, "VALIDATION_ERROR");
    expect(exp.message).toMatch(/^marketingConsent/);
  });

  it("imports the consent column and reports bad values", async () => {
    const p = phone();
    const res = await call<{ created: number; rejected: { row: number; reason: string }[] }>("POST", "/api/v1/contacts/import", {
      token,
      body: { rows: [{ name: "Imp Out", phone: p, marketingConsent: "no" }, { name: "Imp Bad", marketingConsent: "perhaps" }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    expect(res.body.rejected).toEqual([{ row: 2, reason: expect.stringMatching(/^marketingConsent:/) }]);
    expect(await contactOf(p)).toMatchObject({ marketingConsent: "OPTED_OUT", marketingConsentSource: "IMPORT" });
  });
});
