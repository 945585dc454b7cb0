import { describe, expect, it } from "vitest";
import { newCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

describe("common HTTP behaviour", () => {
  it("GET /api/health answers ok with a request id", async () => {
    const res = await call("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("puts X-Request-Id and X-RateLimit-* on successes too", async () => {
    const co = await newCompany("hdr");
    const t = await co.token(["webhooks:read"]);
    const res = await call("GET", "/api/v1/webhooks/events", { token: t.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("x-ratelimit-limit")).toBe("60");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("59");
    expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });

  it("answers a path whose percent-encoding is not UTF-8 with 400 naming the path, not a bare 500", async () => {
    const co = await newCompany("pct");
    for (const bad of ["/api/v1/contacts/%FF", "/api/v1/contacts/%ED%A0%80/tags", "/api/v1/webhooks/%C3%28"]) {
      const res = await call("GET", bad, { token: co.ownerJwt });
      expect(expectError(res, 400, "VALIDATION_ERROR").details).toEqual({ fields: [{ path: "path", message: "is not valid percent-encoded UTF-8", in: "params" }] });
      expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    }
    // A valid escape still reaches its route.
    expect((await call("GET", "/api/v1/contacts/ct_%41bc", { token: co.ownerJwt })).status).toBe(404);
  });

  it("answers malformed JSON with 400 naming the body", async () => {
    const co = await newCompany("json");
    const res = await call("POST", "/api/v1/tokens", { token: co.ownerJwt, rawBody: "{nope", headers: { "content-type": "application/json" } });
    expect(expectError(res, 400, "VALIDATION_ERROR").message).toMatch(/^body:/);
  });

  it("answers a non-JSON content type with 415", async () => {
    const co = await newCompany("ctype");
    const res = await call("POST", "/api/v1/tokens", { token: co.ownerJwt, rawBody: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expectError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers an oversized body with 413", async () => {
    const co = await newCompany("big");
    const res = await call("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "x".repeat(1_100_000), scopes: ["*"] } });
    expectError(res, 413, "PAYLOAD_TOO_LARGE");
  });

  it("keeps a caller's plain X-Request-Id and replaces anything else", async () => {
    const kept = await call("GET", "/api/health", { headers: { "x-request-id": "trace-abc.123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-abc.123");
    const replaced = await call("GET", "/api/health", { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it("answers unknown API paths with the common 404 body", async () => {
    const res = await call("GET", "/api/v1/definitely/not/here");
    expectError(res, 404, "NOT_FOUND");
  });
});
