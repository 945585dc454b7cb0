import { beforeAll, describe, expect, it } from "vitest";
import { scopesForRole, TOKEN_SCOPES, type Scope } from "@/lib/auth/scopes";
import type { RouteContract } from "@/lib/http/contract";
import { ALL_ROUTES } from "@/lib/openapi/all-routes";
import { exhaustRateLimit, newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError, type Credential } from "./support/http";
import { NOT_TENANT_PARAMS, OTHER_COMPANY_RESOURCES } from "./support/security-fixtures";

/**
 * The shared, table-driven security suite: every authenticated route in ALL_ROUTES gets the
 * same checks. A new route is covered by adding its contract to ALL_ROUTES.
 */
const ROUTES = ALL_ROUTES.filter((r) => r.auth !== "public");
const key = (r: RouteContract) => `${r.method} ${r.path}`;

function fill(path: string, params: Record<string, string> = {}) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing_${name}`));
}

function roleLacking(scope: Scope) {
  return (["agent", "marketer"] as const).find((r) => !scopesForRole(r).includes(scope));
}

let mine: TestCompany;
let other: TestCompany;

beforeAll(async () => {
  [mine, other] = await Promise.all([newCompany("sec"), newCompany("other")]);
});

/** A credential that holds exactly what the route needs. */
async function rightCredential(route: RouteContract): Promise<Credential & { rateKey: string }> {
  if (route.auth === "user") {
    const u = await mine.jwtAs("admin");
    return { token: u.jwt, rateKey: `token:jwt:${u.userId}` };
  }
  const scope = route.scope === "authenticated" ? "contacts:read" : route.scope!;
  const t = await mine.token([scope]);
  return { token: t.token, rateKey: `token:tok:${t.id}` };
}

describe.each(ROUTES.map((r) => [key(r), r] as const))("%s", (_name, route) => {
  const send = (cred: Credential, params?: Record<string, string>, body?: unknown) =>
    call(route.method, fill(route.path, params), { ...cred, body: body ?? (route.body ? {} : undefined) });

  it("401 without a credential", async () => {
    expectError(await send({}), 401, "UNAUTHORIZED");
  });

  it("401 with a malformed or unknown credential", async () => {
    expectError(await send({ authorization: "Basic dXNlcjpwYXNz" }), 401, "UNAUTHORIZED");
    expectError(await send({ token: "not-a-jwt" }), 401, "UNAUTHORIZED");
    expectError(await send({ token: `service_${"x".repeat(43)}` }), 401, "UNAUTHORIZED");
  });

  it("401 with a revoked or expired API token", async () => {
    const scope = route.scope === "authenticated" ? "contacts:read" : route.scope!;
    const grantable = TOKEN_SCOPES.includes(scope as never) ? scope : "contacts:read";
    const revoked = await mine.token([grantable], { revoked: true });
    const expired = await mine.token([grantable], { expiresAt: new Date(Date.now() - 1000) });
    expect(expectError(await send({ token: revoked.token }), 401, "UNAUTHORIZED").message).toMatch(/revoked/);
    expect(expectError(await send({ token: expired.token }), 401, "UNAUTHORIZED").message).toMatch(/expired/);
  });

  if (route.auth === "user") {
    it("401 for an API token even with every scope (session or JWT only)", async () => {
      const t = await mine.token(["*"]);
      expectError(await send({ token: t.token }), 401, "UNAUTHORIZED");
    });
  }

  const scope = route.scope;
  if (scope && scope !== "authenticated") {
    const lacking = route.auth === "user" ? roleLacking(scope) : "token";
    if (lacking) {
      it(`403 INSUFFICIENT_PERMISSIONS without ${scope}`, async () => {
        let cred: Credential;
        if (lacking === "token") {
          const otherScope = TOKEN_SCOPES.find((s) => s !== scope)!;
          cred = { token: (await mine.token([otherScope])).token };
        } else {
          cred = { token: (await mine.jwtAs(lacking)).jwt };
        }
        const err = expectError(await send(cred), 403, "INSUFFICIENT_PERMISSIONS");
        expect(err.message).toContain(scope);
      });
    }
  }

  // {channel} names one of the platform's channels, not a company's resource.
  if ([...route.path.matchAll(/\{(\w+)\}/g)].some((m) => !NOT_TENANT_PARAMS.includes(m[1]))) {
    it("404 for another company's resource", async () => {
      const fixture = OTHER_COMPANY_RESOURCES[key(route)];
      expect(fixture, `add ${key(route)} to OTHER_COMPANY_RESOURCES`).toBeDefined();
      const { params, body } = await fixture(other);
      const cred = await rightCredential(route);
      expectError(await send(cred, params, body), 404, "NOT_FOUND");
    });
  }

  it("429 once the minute's 60 requests are used, with Retry-After", async () => {
    const cred = await rightCredential(route);
    await exhaustRateLimit(cred.rateKey, 60);
    const res = await send(cred);
    expectError(res, 429, "TOO_MANY_REQUESTS");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("x-ratelimit-limit")).toBe("60");
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
  });
});

describe("rate limit over real requests", () => {
  it("answers the 61st request in a minute with 429 and the X-RateLimit headers", async () => {
    const t = await mine.token(["webhooks:read"]);
    for (let i = 1; i <= 60; i++) {
      const res = await call("GET", "/api/v1/webhooks/events", { token: t.token });
      expect(res.status, `request ${i}`).toBe(200);
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(60 - i));
      expect(Number(res.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
    }
    const res = await call("GET", "/api/v1/webhooks/events", { token: t.token });
    expectError(res, 429, "TOO_MANY_REQUESTS");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Another token of the same company has its own budget.
    const fresh = await mine.token(["webhooks:read"]);
    expect((await call("GET", "/api/v1/webhooks/events", { token: fresh.token })).status).toBe(200);
  });
});
