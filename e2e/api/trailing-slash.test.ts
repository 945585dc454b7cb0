import { inject, beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

/**
 * The spec writes some paths with a trailing slash (`/api/v1/contacts/`). Every API path
 * answers in both forms with the same contract and never with a redirect, which clients that
 * do not follow redirects (curl without -L, POST in several SDKs) would take as a failure.
 */
let co: TestCompany;
let token: string;

beforeAll(async () => {
  co = await newCompany("slash");
  token = (await co.token(["contacts:read", "contacts:write"])).token;
});

describe("a trailing slash reaches the same handler, no redirect", () => {
  it("POST /api/v1/contacts/ without a credential is the 401 of the contract, not a 308", async () => {
    const res = await call("POST", "/api/v1/contacts/", { body: { name: "Nobody" } });
    expectError(res, 401, "UNAUTHORIZED");
    expect(res.headers.get("location")).toBeNull();
  });

  it("creates, lists and reads contacts with the slash, the same as without", async () => {
    const created = await call<{ id: string; name: string }>("POST", "/api/v1/contacts/", { token, body: { name: "Slashed Sam" } });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe("Slashed Sam");
    const listed = await call<{ data: { id: string }[] }>("GET", "/api/v1/contacts/?limit=50", { token });
    const plain = await call<{ data: { id: string }[] }>("GET", "/api/v1/contacts?limit=50", { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((c) => c.id)).toEqual(plain.body.data.map((c) => c.id));
    expect(listed.body.data.map((c) => c.id)).toContain(created.body.id);
    const one = await call<{ id: string }>("GET", `/api/v1/contacts/${created.body.id}/`, { token });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(created.body.id);
  });

  it("validates the body the same way with the slash", async () => {
    const res = await call("POST", "/api/v1/contacts/", { token, body: { phone: "123456789" } });
    expect(expectError(res, 400, "VALIDATION_ERROR").message).toMatch(/^name:/);
  });

  it("health, unknown API paths, channel callbacks and web-event intake answer with the slash too", async () => {
    const health = await call("GET", "/api/health/");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok" });
    expectError(await call("GET", "/api/v1/definitely/not/here/"), 404, "NOT_FOUND");
    const verify = await call("GET", "/api/channels/chatapp/webhook/?hub.mode=subscribe&hub.verify_token=test-chatapp-verify-token&hub.challenge=4242");
    expect(verify.status).toBe(200);
    expect(String(verify.body)).toBe("4242");
    expectError(await call("POST", "/api/webhook/web-events/wei_missing/", { body: { event: "x" } }), 404, "NOT_FOUND");
  });

  it("a raw POST with a trailing slash answers the contract's status with no Location", async () => {
    const res = await fetch(`${inject("baseUrl")}/api/v1/contacts/`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Raw Rita" }),
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
  });
});
