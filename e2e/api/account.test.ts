import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { getDb } from "@/db/client";
import { invitations, passwordResets } from "@/db/schema";
import { newCompany } from "./support/fixtures";
import { call, expectError, sessionCookie } from "./support/http";

type Link = { url: string; path: string; expiresAt: string };
type Invite = { id: string; email: string; role: string } & Link;
const tokenOf = (link: { path: string }) => new URL(link.path, "http://x").searchParams.get("token")!;
const fieldsOf = (err: { details?: Record<string, unknown> }) => (err.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort();
const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** The session cookie a response sets (next-auth's name), as a Cookie header value. */
function setCookieOf(res: { headers: Headers }): string {
  const c = res.headers.getSetCookie().find((x) => x.includes("next-auth.session-token="));
  if (!c) throw new Error("no session cookie was set");
  return c.split(";")[0];
}

describe("profile: name, password, other sessions", () => {
  it("changes the caller's name and validates it", async () => {
    const co = await newCompany("prof");
    const res = await call<{ name: string; email: string }>("PATCH", "/api/v1/me", { token: co.ownerJwt, body: { name: "  Ana Owner " } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Ana Owner", email: co.owner.email });
    expect((await call<{ user: { name: string } }>("GET", "/api/v1/me", { token: co.ownerJwt })).body.user.name).toBe("Ana Owner");
    expect(fieldsOf(expectError(await call("PATCH", "/api/v1/me", { token: co.ownerJwt, body: { name: "" } }), 400, "VALIDATION_ERROR"))).toEqual(["name"]);
    expect(fieldsOf(expectError(await call("PATCH", "/api/v1/me", { token: co.ownerJwt, body: {} }), 400, "VALIDATION_ERROR"))).toEqual(["name"]);
  });

  it("refuses a wrong current password with a 400 naming currentPassword, and a weak new one", async () => {
    const co = await newCompany("pwbad");
    const wrong = expectError(
      await call("POST", "/api/v1/me/password", { token: co.ownerJwt, body: { currentPassword: "not-it-at-all", newPassword: "a-new-password" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(fieldsOf(wrong)).toEqual(["currentPassword"]);
    expect(wrong.message).toMatch(/currentPassword/);
    const weak = expectError(await call("POST", "/api/v1/me/password", { token: co.ownerJwt, body: { currentPassword: co.owner.password, newPassword: "short" } }), 400, "VALIDATION_ERROR");
    expect(fieldsOf(weak)).toEqual(["newPassword"]);
    const same = expectError(
      await call("POST", "/api/v1/me/password", { token: co.ownerJwt, body: { currentPassword: co.owner.password, newPassword: co.owner.password } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(fieldsOf(same)).toEqual(["newPassword"]);
    // Nothing changed: the old password still signs in.
    expect((await call("POST", "/api/v1/auth/token", { body: { email: co.owner.email, password: co.owner.password } })).status).toBe(200);
  });

  it("changes the password: the asking session is re-issued, other sessions and JWTs end", async () => {
    const co = await newCompany("pwok");
    const here = await sessionCookie(co.owner.email, co.owner.password);
    const elsewhere = await sessionCookie(co.owner.email, co.owner.password);
    const res = await call("POST", "/api/v1/me/password", { cookie: here, body: { currentPassword: co.owner.password, newPassword: "brand-new-password-2" } });
    expect(res.status).toBe(200);
    expect(typeof res.body.signedOutOthersAt).toBe("string");
    const reissued = setCookieOf(res);
    expect((await call("GET", "/api/v1/me", { cookie: reissued })).status).toBe(200);
    expectError(await call("GET", "/api/v1/me", { cookie: elsewhere }), 401, "UNAUTHORIZED");
    expectError(await call("GET", "/api/v1/me", { cookie: here }), 401, "UNAUTHORIZED");
    expectError(await call("GET", "/api/v1/me", { token: co.ownerJwt }), 401, "UNAUTHORIZED");
    expectError(await call("POST", "/api/v1/auth/token", { body: { email: co.owner.email, password: co.owner.password } }), 401, "UNAUTHORIZED");
    expect((await call("POST", "/api/v1/auth/token", { body: { email: co.owner.email, password: "brand-new-password-2" } })).status).toBe(200);
  });

  it("signs out of other sessions and keeps the one that asked", async () => {
    const co = await newCompany("sess");
    const mine = await sessionCookie(co.owner.email, co.owner.password);
    const other = await sessionCookie(co.owner.email, co.owner.password);
    const teammate = await co.jwtAs("agent");
    const res = await call("POST", "/api/v1/me/sessions/sign-out-others", { cookie: mine });
    expect(res.status).toBe(200);
    const kept = setCookieOf(res);
    expect((await call("GET", "/api/v1/me", { cookie: kept })).status).toBe(200);
    expectError(await call("GET", "/api/v1/me", { cookie: other }), 401, "UNAUTHORIZED");
    expectError(await call("GET", "/api/v1/users", { token: co.ownerJwt }), 401, "UNAUTHORIZED");
    // The dashboard's own session read agrees: the other browser has no session any more.
    const session = await fetch(`${inject("baseUrl")}/api/auth/session`, { headers: { cookie: other } });
    expect(await session.json()).toEqual({});
    // Another person's sessions are untouched.
    expect((await call("GET", "/api/v1/me", { token: teammate.jwt })).status).toBe(200);
    // A JWT that asks ends with the others (it cannot be re-issued in place).
    const jwt = (await call<{ accessToken: string }>("POST", "/api/v1/auth/token", { body: { email: co.owner.email, password: co.owner.password } })).body.accessToken;
    expect((await call("POST", "/api/v1/me/sessions/sign-out-others", { token: jwt })).status).toBe(200);
    expectError(await call("GET", "/api/v1/me", { token: jwt }), 401, "UNAUTHORIZED");
    expectError(await call("GET", "/api/v1/me", { cookie: kept }), 401, "UNAUTHORIZED");
  });
});

describe("invitations", () => {
  it("invites by a one-time link that sets name and password and signs in with the invited role", async () => {
    const co = await newCompany("inv");
    const email = `New.Person-${stamp()}@Inv.test`;
    const created = await call<Invite>("POST", "/api/v1/invitations", { token: co.ownerJwt, body: { email, role: "marketer" } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ email: email.toLowerCase(), role: "marketer", createdByName: "Owner" });
    expect(created.body.url.endsWith(created.body.path)).toBe(true);
    const expires = new Date(created.body.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 86400_000);
    expect(expires).toBeLessThan(7.1 * 86400_000);
    const token = tokenOf(created.body);
    // Stored hashed: the token itself is nowhere in the row.
    const [row] = await getDb().select().from(invitations).where(eq(invitations.id, created.body.id));
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await call<{ data: Record<string, unknown>[] }>("GET", "/api/v1/invitations", { token: co.ownerJwt });
    expect(list.body.data.map((i) => i.id)).toEqual([created.body.id]);
    expect(JSON.stringify(list.body)).not.toContain(token);

    const accepted = await call<{ user: { id: string; email: string; role: string; name: string } }>("POST", "/api/v1/invitations/accept", {
      body: { token, name: "Mara Marketer", password: "mara-password-1" },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email: email.toLowerCase(), role: "marketer", name: "Mara Marketer" });
    const cookie = await sessionCookie(email.toLowerCase(), "mara-password-1");
    const me = await call<{ user: { role: string }; company: { id: string } }>("GET", "/api/v1/me", { cookie });
    expect(me.body.user.role).toBe("marketer");
    expect(me.body.company.id).toBe(co.companyId);
    // Works once, and leaves the pending list.
    const again = expectError(await call("POST", "/api/v1/invitations/accept", { body: { token, name: "X", password: "another-password" } }), 409, "CONFLICT");
    expect(again.details).toMatchObject({ reason: "used" });
    expect((await call<{ data: unknown[] }>("GET", "/api/v1/invitations", { token: co.ownerJwt })).body.data).toEqual([]);
    expectError(await call("DELETE", `/api/v1/invitations/${created.body.id}`, { token: co.ownerJwt }), 409, "CONFLICT");
  });

  it("validates the invitation and refuses an existing member's email clearly", async () => {
    const co = await newCompany("invval");
    const bad = expectError(await call("POST", "/api/v1/invitations", { token: co.ownerJwt, body: { email: "nope", role: "boss", expiresInDays: 0 } }), 400, "VALIDATION_ERROR");
    expect(fieldsOf(bad)).toEqual(["email", "expiresInDays", "role"]);
    const member = await co.jwtAs("agent");
    const taken = expectError(await call("POST", "/api/v1/invitations", { token: co.ownerJwt, body: { email: member.email, role: "agent" } }), 409, "CONFLICT");
    expect(taken.message).toMatch(/already a member of this team/);
    expect(taken.details).toMatchObject({ field: "email", reason: "already_member" });
    const elsewhere = await newCompany("invelse");
    const other = expectError(await call("POST", "/api/v1/invitations", { token: co.ownerJwt, body: { email: elsewhere.owner.email, role: "agent" } }), 409, "CONFLICT");
    expect(other.message).toMatch(/already has an account/);
  });

  it("lets only owners and admins invite, and only owners invite an owner", async () => {
    const co = await newCompany("invrole");
    const body = { email: `someone-${stamp()}@inv.test`, role: "agent" };
    for (const role of ["agent", "marketer"] as const) {
      expectError(await call("POST", "/api/v1/invitations", { token: (await co.jwtAs(role)).jwt, body }), 403, "INSUFFICIENT_PERMISSIONS");
    }
    const admin = await co.jwtAs("admin");
    expect((await call("POST", "/api/v1/invitations", { token: admin.jwt, body })).status).toBe(200);
    expectError(await call("POST", "/api/v1/invitations", { token: admin.jwt, body: { ...body, role: "owner" } }), 403, "FORBIDDEN");
    expect((await call("POST", "/api/v1/invitations", { token: co.ownerJwt, body: { ...body, role: "owner" } })).status).toBe(200);
    const api = await co.token(["*"]);
    expectError(await call("POST", "/api/v1/invitations", { token: api.token, body }), 401, "UNAUTHORIZED");
  });

  it("refuses revoked, expired, replaced and unknown links, and bad accept input", async () => {
    const co = await newCompany("invstate");
    const make = async (email = `p-${stamp()}@inv.test`) => (await call<Invite>("POST", "/api/v1/invitations", { token: co.ownerJwt, body: { email, role: "agent" } })).body;
    const accept = (token: string) => call("POST", "/api/v1/invitations/accept", { body: { token, name: "Pat", password: "pat-password-1" } });

    const revoked = await make();
    const gone = await call<{ id: string }>("DELETE", `/api/v1/invitations/${revoked.id}`, { token: co.ownerJwt });
    expect(gone.status).toBe(200);
    expect(expectError(await accept(tokenOf(revoked)), 409, "CONFLICT").details).toMatchObject({ reason: "revoked" });
    expectError(await call("DELETE", `/api/v1/invitations/${revoked.id}`, { token: co.ownerJwt }), 409, "CONFLICT");
    expectError(await call("DELETE", `/api/v1/invitations/inv_nothere`, { token: co.ownerJwt }), 404, "NOT_FOUND");

    const expired = await make();
    await getDb().update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, expired.id));
    expect(expectError(await accept(tokenOf(expired)), 409, "CONFLICT").details).toMatchObject({ reason: "expired" });
    expect((await call<{ data: { id: string }[] }>("GET", "/api/v1/invitations", { token: co.ownerJwt })).body.data.map((i) => i.id)).not.toContain(expired.id);

    const email = `again-${stamp()}@inv.test`;
    const first = await make(email);
    const second = await make(email);
    expect(expectError(await accept(tokenOf(first)), 409, "CONFLICT").details).toMatchObject({ reason: "revoked" });

    expectError(await accept("x".repeat(43)), 404, "NOT_FOUND");
    const badInput = expectError(await call("POST", "/api/v1/invitations/accept", { body: { token: tokenOf(second), name: " ", password: "short" } }), 400, "VALIDATION_ERROR");
    expect(fieldsOf(badInput)).toEqual(["name", "password"]);
    // The bad attempt did not use the link up.
    expect((await accept(tokenOf(second))).status).toBe(200);
  });
});

describe("password reset links", () => {
  it("an owner issues a link; using it sets the password once and ends the member's sessions", async () => {
    const co = await newCompany("reset");
    const agent = await co.jwtAs("agent");
    const cookie = await sessionCookie(agent.email, agent.password);
    const issued = await call<Link & { userId: string; email: string }>("POST", `/api/v1/users/${agent.userId}/password-reset`, { token: co.ownerJwt });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ userId: agent.userId, email: agent.email });
    expect(issued.body.path).toMatch(/^\/reset-password\?token=[0-9A-Za-z]{43}$/);
    const token = tokenOf(issued.body);
    const [row] = await getDb().select().from(passwordResets).where(eq(passwordResets.userId, agent.userId));
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));

    const bad = expectError(await call("POST", "/api/v1/auth/password-reset", { body: { token, password: "short" } }), 400, "VALIDATION_ERROR");
    expect(fieldsOf(bad)).toEqual(["password"]);
    const done = await call("POST", "/api/v1/auth/password-reset", { body: { token, password: "reset-password-9" } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: agent.email });
    expectError(await call("GET", "/api/v1/me", { cookie }), 401, "UNAUTHORIZED");
    expectError(await call("GET", "/api/v1/me", { token: agent.jwt }), 401, "UNAUTHORIZED");
    expect((await call("POST", "/api/v1/auth/token", { body: { email: agent.email, password: "reset-password-9" } })).status).toBe(200);
    expectError(await call("POST", "/api/v1/auth/token", { body: { email: agent.email, password: agent.password } }), 401, "UNAUTHORIZED");
    expect(expectError(await call("POST", "/api/v1/auth/password-reset", { body: { token, password: "third-password-1" } }), 409, "CONFLICT").details).toMatchObject({ reason: "used" });
  });

  it("refuses replaced, expired and unknown links", async () => {
    const co = await newCompany("resetstate");
    const agent = await co.jwtAs("agent");
    const issue = async () => tokenOf((await call<Link>("POST", `/api/v1/users/${agent.userId}/password-reset`, { token: co.ownerJwt })).body);
    const use = (token: string) => call("POST", "/api/v1/auth/password-reset", { body: { token, password: "whatever-pass-1" } });
    const older = await issue();
    const newer = await issue();
    expect(expectError(await use(older), 409, "CONFLICT").details).toMatchObject({ reason: "revoked" });
    await getDb().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.tokenHash, createHash("sha256").update(newer).digest("hex")));
    expect(expectError(await use(newer), 409, "CONFLICT").details).toMatchObject({ reason: "expired" });
    expectError(await use("y".repeat(43)), 404, "NOT_FOUND");
    // Nothing was changed by the refused links.
    expect((await call("POST", "/api/v1/auth/token", { body: { email: agent.email, password: agent.password } })).status).toBe(200);
  });

  it("only owners and admins issue links, and only owners for an owner", async () => {
    const co = await newCompany("resetrole");
    const agent = await co.jwtAs("agent");
    const admin = await co.jwtAs("admin");
    for (const role of ["agent", "marketer"] as const) {
      expectError(await call("POST", `/api/v1/users/${admin.userId}/password-reset`, { token: (await co.jwtAs(role)).jwt }), 403, "INSUFFICIENT_PERMISSIONS");
    }
    expect((await call("POST", `/api/v1/users/${agent.userId}/password-reset`, { token: admin.jwt })).status).toBe(200);
    expectError(await call("POST", `/api/v1/users/${co.owner.id}/password-reset`, { token: admin.jwt }), 403, "FORBIDDEN");
    expectError(await call("POST", `/api/v1/users/usr_nothere/password-reset`, { token: co.ownerJwt }), 404, "NOT_FOUND");
  });
});

describe("sign-in returns to the page asked for", () => {
  const base = () => inject("baseUrl");

  it("sends a signed-out visitor to /login with the page and its query as callbackUrl", async () => {
    await newCompany("cb");
    const res = await fetch(`${base()}/contacts?status=ACTIVE`, { redirect: "manual" });
    expect([307, 303, 302]).toContain(res.status);
    const location = new URL(res.headers.get("location")!, base());
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/contacts?status=ACTIVE");
  });

  it("returns a signed-in visitor to a same-origin path and refuses an open redirect", async () => {
    const co = await newCompany("cbin");
    const cookie = await sessionCookie(co.owner.email, co.owner.password);
    const target = async (callbackUrl: string) => {
      const res = await fetch(`${base()}/login?callbackUrl=${encodeURIComponent(callbackUrl)}`, { headers: { cookie }, redirect: "manual" });
      return new URL(res.headers.get("location")!, base());
    };
    const kept = await target("/webhooks?tab=log");
    expect(kept.origin).toBe(new URL(base()).origin);
    expect(`${kept.pathname}${kept.search}`).toBe("/webhooks?tab=log");
    for (const evil of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "/\t/evil.example"]) {
      const to = await target(evil);
      expect(to.origin, evil).toBe(new URL(base()).origin);
      expect(to.pathname, evil).toBe("/inbox");
    }
  });
});

const run = promisify(execFile);
async function cli(...args: string[]) {
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/cli.ts", ...args], { env: { ...process.env, ...inject("serverEnv") } });
  return stdout.trim().split("\n").pop()!;
}

describe("CLI user reset-password", () => {
  it("prints a one-time link that works, or sets a password given with --password", async () => {
    const co = await newCompany("clireset");
    const agent = await co.jwtAs("agent");
    const link = await cli("user", "reset-password", "--email", agent.email.toUpperCase());
    expect(link).toMatch(/^https?:\/\/[^ ]+\/reset-password\?token=[0-9A-Za-z]{43}$/);
    const token = new URL(link).searchParams.get("token")!;
    expect((await call("POST", "/api/v1/auth/password-reset", { body: { token, password: "from-cli-link-1" } })).status).toBe(200);
    expect((await call("POST", "/api/v1/auth/token", { body: { email: agent.email, password: "from-cli-link-1" } })).status).toBe(200);

    const set = JSON.parse(await cli("user", "reset-password", "--email", agent.email, "--password", "set-by-cli-2"));
    expect(set).toEqual({ email: agent.email, passwordSet: true, sessionsEnded: true });
    expect((await call("POST", "/api/v1/auth/token", { body: { email: agent.email, password: "set-by-cli-2" } })).status).toBe(200);
    await expect(cli("user", "reset-password", "--email", "nobody@nowhere.test")).rejects.toThrow(/no user with email/);
    await expect(cli("user", "reset-password", "--email", agent.email, "--password", "short")).rejects.toThrow(/password: must be at least 8 characters/);
  }, 90_000);
});
