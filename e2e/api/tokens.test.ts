import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { apiTokens } from "@/db/schema";
import { hashToken } from "@/lib/tokens/token-secret";
import { newCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Token = { id: string; name: string; token?: string; scopes: string[]; status: string; lastUsedAt: string | null; createdBy: { id: string | null; name: string }; displayPrefix: string };

describe("API tokens", () => {
  it("creates a token shown once, stored only as its SHA-256 hash", async () => {
    const co = await newCompany("tok");
    const res = await call<Token>("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "zapier", scopes: ["webhooks:read", "contacts:read"] } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^service_[0-9A-Za-z]{43}$/);
    expect(res.body.displayPrefix).toBe(res.body.token!.slice(0, 14));
    expect(res.body.createdBy).toEqual({ id: co.owner.id, name: "Owner" });
    const [row] = await getDb().select().from(apiTokens).where(eq(apiTokens.id, res.body.id));
    expect(row.tokenHash).toBe(hashToken(res.body.token!));
    expect(JSON.stringify(row)).not.toContain(res.body.token!);
    const list = await call<{ data: Token[] }>("GET", "/api/v1/tokens", { token: co.ownerJwt });
    const listed = list.body.data.find((t) => t.id === res.body.id)!;
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty("token");
    expect(JSON.stringify(list.body)).not.toContain(res.body.token!);
    expect(JSON.stringify(list.body)).not.toContain(row.tokenHash);
  });

  it("works as a bearer credential and records its last use", async () => {
    const co = await newCompany("tokuse");
    const created = await call<Token>("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "use", scopes: ["webhooks:read"] } });
    const events = await call<{ data: { name: string }[] }>("GET", "/api/v1/webhooks/events", { token: created.body.token });
    expect(events.status).toBe(200);
    const list = await call<{ data: Token[] }>("GET", "/api/v1/tokens", { token: co.ownerJwt });
    expect(list.body.data.find((t) => t.id === created.body.id)!.lastUsedAt).not.toBeNull();
  });

  it("validates name, scopes and expiry, naming the field", async () => {
    const co = await newCompany("tokval");
    const unknown = expectError(await call("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "x", scopes: ["contacts:destroy"] } }), 400, "VALIDATION_ERROR");
    expect(unknown.message).toMatch(/^scopes\.0: unknown scope "contacts:destroy"/);
    const empty = expectError(await call("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "", scopes: [] } }), 400, "VALIDATION_ERROR");
    expect((empty.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(expect.arrayContaining(["name", "scopes"]));
    const past = expectError(
      await call("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "x", scopes: ["*"], expiresAt: "2020-01-01T00:00:00Z" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(past.message).toMatch(/^expiresAt:/);
    const accountScope = expectError(await call("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "x", scopes: ["team:write"] } }), 400, "VALIDATION_ERROR");
    expect(accountScope.message).toContain("team:write");
  });

  it("expires at expiresAt", async () => {
    const co = await newCompany("tokexp");
    const soon = new Date(Date.now() + 1500).toISOString();
    const created = await call<Token>("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "short", scopes: ["webhooks:read"], expiresAt: soon } });
    expect((await call("GET", "/api/v1/webhooks/events", { token: created.body.token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1800));
    expect(expectError(await call("GET", "/api/v1/webhooks/events", { token: created.body.token }), 401, "UNAUTHORIZED").message).toMatch(/expired/);
    const list = await call<{ data: Token[] }>("GET", "/api/v1/tokens", { token: co.ownerJwt });
    expect(list.body.data.find((t) => t.id === created.body.id)!.status).toBe("expired");
  });

  it("revokes: the token stops working at once; revoking again is harmless; unknown ids 404", async () => {
    const co = await newCompany("tokrev");
    const created = await call<Token>("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "rev", scopes: ["*"] } });
    const revoked = await call<Token>("DELETE", `/api/v1/tokens/${created.body.id}`, { token: co.ownerJwt });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe("revoked");
    expect(expectError(await call("GET", "/api/v1/webhooks/events", { token: created.body.token }), 401, "UNAUTHORIZED").message).toMatch(/revoked/);
    expect((await call("DELETE", `/api/v1/tokens/${created.body.id}`, { token: co.ownerJwt })).status).toBe(200);
    expectError(await call("DELETE", "/api/v1/tokens/tok_doesnotexist", { token: co.ownerJwt }), 404, "NOT_FOUND");
  });

  it("never holds more than its creator's role: a demoted creator's tokens shrink with them", async () => {
    const co = await newCompany("tokrole");
    const admin = await co.jwtAs("admin");
    const created = await call<Token>("POST", "/api/v1/tokens", { token: admin.jwt, body: { name: "admin-all", scopes: ["*"] } });
    expect((await call("GET", "/api/v1/webhooks/events", { token: created.body.token })).status).toBe(200);
    const demote = await call("PATCH", `/api/v1/users/${admin.userId}`, { token: co.ownerJwt, body: { role: "agent" } });
    expect(demote.status).toBe(200);
    // Agents may not read webhooks, so neither may the token this person issued.
    expectError(await call("GET", "/api/v1/webhooks/events", { token: created.body.token }), 403, "INSUFFICIENT_PERMISSIONS");
    // And the demoted person can no longer issue tokens at all.
    expectError(await call("POST", "/api/v1/tokens", { token: admin.jwt, body: { name: "x", scopes: ["contacts:read"] } }), 403, "INSUFFICIENT_PERMISSIONS");
  });

  it("revokes a removed member's tokens", async () => {
    const co = await newCompany("tokrm");
    const admin = await co.jwtAs("admin");
    const created = await call<Token>("POST", "/api/v1/tokens", { token: admin.jwt, body: { name: "leaver", scopes: ["webhooks:read"] } });
    expect((await call("DELETE", `/api/v1/users/${admin.userId}`, { token: co.ownerJwt })).status).toBe(200);
    expectError(await call("GET", "/api/v1/webhooks/events", { token: created.body.token }), 401, "UNAUTHORIZED");
    expectError(await call("GET", "/api/v1/me", { token: admin.jwt }), 401, "UNAUTHORIZED");
  });

  it("lists only the caller's company's tokens", async () => {
    const [a, b] = await Promise.all([newCompany("toka"), newCompany("tokb")]);
    const mineRes = await call<Token>("POST", "/api/v1/tokens", { token: a.ownerJwt, body: { name: "a-only", scopes: ["contacts:read"] } });
    const theirs = await call<{ data: Token[] }>("GET", "/api/v1/tokens", { token: b.ownerJwt });
    expect(theirs.body.data.map((t) => t.id)).not.toContain(mineRes.body.id);
  });
});
