import { SignJWT } from "jose";
import { describe, expect, inject, it } from "vitest";
import { newCompany } from "./support/fixtures";
import { call, expectError, sessionCookie } from "./support/http";

describe("first-run setup", () => {
  it("reports that setup is done once a company exists", async () => {
    const res = await call("GET", "/api/v1/setup");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ needsSetup: false });
  });

  it("refuses a second setup with 409", async () => {
    const res = await call("POST", "/api/v1/setup", {
      body: { companyName: "Late Co", name: "Late", email: "late@late.test", password: "password-123" },
    });
    expectError(res, 409, "CONFLICT");
  });

  it("validates before anything else, naming the field", async () => {
    const res = await call("POST", "/api/v1/setup", { body: { companyName: "X", name: "Y", email: "nope", password: "short" } });
    const err = expectError(res, 400, "VALIDATION_ERROR");
    const fields = (err.details as { fields: { path: string }[] }).fields.map((f) => f.path);
    expect(fields).toEqual(expect.arrayContaining(["email", "password"]));
    expect(err.message).toMatch(/^(email|password):/);
  });

  it("let the first owner sign in (done by the global setup)", async () => {
    const owner = inject("firstOwner");
    const res = await call<{ accessToken: string }>("POST", "/api/v1/auth/token", { body: { email: owner.email, password: owner.password } });
    expect(res.status).toBe(200);
    const me = await call<{ user: { role: string }; company: { id: string } }>("GET", "/api/v1/me", { token: res.body.accessToken });
    expect(me.body.user.role).toBe("owner");
    expect(me.body.company.id).toBe(owner.companyId);
  });
});

describe("POST /api/v1/auth/token", () => {
  it("issues a short-lived JWT the API accepts, with the role's scopes", async () => {
    const co = await newCompany("jwt");
    const agent = await co.jwtAs("agent");
    const res = await call<{ accessToken: string; tokenType: string; expiresIn: number; expiresAt: string }>("POST", "/api/v1/auth/token", {
      body: { email: agent.email.toUpperCase(), password: agent.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.tokenType).toBe("Bearer");
    expect(res.body.expiresIn).toBeLessThanOrEqual(3600);
    expect(res.body.accessToken.split(".")).toHaveLength(3);
    const me = await call<{ scopes: string[]; actor: { via: string } }>("GET", "/api/v1/me", { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.actor.via).toBe("jwt");
    expect(me.body.scopes).toContain("contacts:read");
    expect(me.body.scopes).not.toContain("webhooks:write");
    // The agent's role lacks webhooks:read.
    expectError(await call("GET", "/api/v1/webhooks/events", { token: res.body.accessToken }), 403, "INSUFFICIENT_PERMISSIONS");
  });

  it("answers a wrong password or unknown email with the same 401", async () => {
    const co = await newCompany("jwtbad");
    const wrong = await call("POST", "/api/v1/auth/token", { body: { email: co.owner.email, password: "wrong-password" } });
    const unknown = await call("POST", "/api/v1/auth/token", { body: { email: "nobody@nowhere.test", password: "wrong-password" } });
    expect(expectError(wrong, 401, "UNAUTHORIZED").message).toBe(expectError(unknown, 401, "UNAUTHORIZED").message);
  });

  it("400 names the missing field", async () => {
    const err = expectError(await call("POST", "/api/v1/auth/token", { body: { password: "x" } }), 400, "VALIDATION_ERROR");
    expect(err.message).toMatch(/^email:/);
  });

  it("refuses an expired JWT and one signed with another key", async () => {
    const co = await newCompany("jwtexp");
    const secret = new TextEncoder().encode(`${process.env.NEXTAUTH_SECRET}:api-jwt`);
    const expired = await new SignJWT({ cid: co.companyId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(co.owner.id)
      .setIssuer("service")
      .setAudience("service-api")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    expectError(await call("GET", "/api/v1/me", { token: expired }), 401, "UNAUTHORIZED");
    const forged = await new SignJWT({ cid: co.companyId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(co.owner.id)
      .setIssuer("service")
      .setAudience("service-api")
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("some-other-secret"));
    expectError(await call("GET", "/api/v1/me", { token: forged }), 401, "UNAUTHORIZED");
  });
});

describe("dashboard session", () => {
  it("signs in with next-auth credentials and calls the same API with the cookie", async () => {
    const co = await newCompany("ses");
    const cookie = await sessionCookie(co.owner.email, co.owner.password);
    const me = await call<{ actor: { via: string }; user: { email: string } }>("GET", "/api/v1/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.actor.via).toBe("session");
    expect(me.body.user.email).toBe(co.owner.email);
    // Session-only routes accept it.
    expect((await call("GET", "/api/v1/tokens", { cookie })).status).toBe(200);
    // The dashboard's budget is larger than a token's.
    expect(Number((await call("GET", "/api/v1/me", { cookie })).headers.get("x-ratelimit-limit"))).toBeGreaterThan(60);
  });

  it("rejects a wrong password at sign-in", async () => {
    const co = await newCompany("sesbad");
    await expect(sessionCookie(co.owner.email, "not-the-password")).rejects.toThrow(/sign-in failed/);
  });
});
