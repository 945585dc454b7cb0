import { describe, expect, it } from "vitest";
import { newCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Member = { id: string; email: string; role: string; name: string };

describe("team", () => {
  it("lists, adds, changes roles and removes members", async () => {
    const co = await newCompany("team");
    const added = await call<Member>("POST", "/api/v1/users", {
      token: co.ownerJwt,
      body: { name: "Sam Agent", email: "Sam@Team.test", role: "agent", password: "agent-password" },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: "Sam Agent", email: "sam@team.test", role: "agent" });
    expect(added.body).not.toHaveProperty("passwordHash");
    const list = await call<{ data: Member[] }>("GET", "/api/v1/users", { token: co.ownerJwt });
    expect(list.body.data.map((m) => m.email)).toEqual([co.owner.email, "sam@team.test"]);
    const changed = await call<Member>("PATCH", `/api/v1/users/${added.body.id}`, { token: co.ownerJwt, body: { role: "marketer" } });
    expect(changed.body.role).toBe("marketer");
    // The new member signs in with the initial password.
    expect((await call("POST", "/api/v1/auth/token", { body: { email: "sam@team.test", password: "agent-password" } })).status).toBe(200);
    expect((await call("DELETE", `/api/v1/users/${added.body.id}`, { token: co.ownerJwt })).status).toBe(200);
    expectError(await call("DELETE", `/api/v1/users/${added.body.id}`, { token: co.ownerJwt }), 404, "NOT_FOUND");
  });

  it("validates input and refuses a taken email with 409", async () => {
    const co = await newCompany("teamval");
    const bad = expectError(
      await call("POST", "/api/v1/users", { token: co.ownerJwt, body: { name: "", email: "x", role: "boss", password: "1" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect((bad.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(["email", "name", "password", "role"]);
    expectError(
      await call("POST", "/api/v1/users", { token: co.ownerJwt, body: { name: "Dup", email: co.owner.email, role: "agent", password: "password-1" } }),
      409,
      "CONFLICT",
    );
  });

  it("only owners grant or remove the owner role; the last owner stays", async () => {
    const co = await newCompany("teamown");
    const admin = await co.jwtAs("admin");
    expectError(
      await call("POST", "/api/v1/users", { token: admin.jwt, body: { name: "New Owner", email: `no-${Date.now()}@x.test`, role: "owner", password: "password-1" } }),
      403,
      "FORBIDDEN",
    );
    expectError(await call("PATCH", `/api/v1/users/${co.owner.id}`, { token: admin.jwt, body: { role: "agent" } }), 403, "FORBIDDEN");
    expectError(await call("DELETE", `/api/v1/users/${co.owner.id}`, { token: admin.jwt }), 403, "FORBIDDEN");
    expectError(await call("PATCH", `/api/v1/users/${co.owner.id}`, { token: co.ownerJwt, body: { role: "admin" } }), 409, "CONFLICT");
    expectError(await call("DELETE", `/api/v1/users/${co.owner.id}`, { token: co.ownerJwt }), 409, "CONFLICT");
    // An admin manages non-owners.
    const agent = await co.jwtAs("agent");
    expect((await call("PATCH", `/api/v1/users/${agent.userId}`, { token: admin.jwt, body: { role: "marketer" } })).status).toBe(200);
  });

  it("agents and marketers can read the team but not change it", async () => {
    const co = await newCompany("teamro");
    const agent = await co.jwtAs("agent");
    expect((await call("GET", "/api/v1/users", { token: agent.jwt })).status).toBe(200);
    expectError(
      await call("POST", "/api/v1/users", { token: agent.jwt, body: { name: "X", email: "x@y.test", role: "agent", password: "password-1" } }),
      403,
      "INSUFFICIENT_PERMISSIONS",
    );
  });
});

describe("company profile", () => {
  it("reads and updates the profile", async () => {
    const co = await newCompany("prof");
    const got = await call<{ id: string; slug: string }>("GET", "/api/v1/company", { token: co.ownerJwt });
    expect(got.body).toMatchObject({ id: co.companyId, slug: co.slug });
    const upd = await call<{ name: string; timezone: string; website: string }>("PATCH", "/api/v1/company", {
      token: co.ownerJwt,
      body: { name: "Renamed", timezone: "Europe/Berlin", website: "https://renamed.example" },
    });
    expect(upd.body).toMatchObject({ name: "Renamed", timezone: "Europe/Berlin", website: "https://renamed.example" });
    const cleared = await call<{ website: string | null }>("PATCH", "/api/v1/company", { token: co.ownerJwt, body: { website: null } });
    expect(cleared.body.website).toBeNull();
  });

  it("400 names a bad time zone or website", async () => {
    const co = await newCompany("profval");
    const err = expectError(await call("PATCH", "/api/v1/company", { token: co.ownerJwt, body: { timezone: "Mars/Olympus" } }), 400, "VALIDATION_ERROR");
    expect(err.message).toMatch(/^timezone:/);
    const web = expectError(await call("PATCH", "/api/v1/company", { token: co.ownerJwt, body: { website: "ftp://x" } }), 400, "VALIDATION_ERROR");
    expect(web.message).toMatch(/^website:/);
  });

  it("is readable by an API token but only people may change it", async () => {
    const co = await newCompany("proftok");
    const t = await co.token(["contacts:read"]);
    expect((await call("GET", "/api/v1/company", { token: t.token })).status).toBe(200);
    const marketer = await co.jwtAs("marketer");
    expectError(await call("PATCH", "/api/v1/company", { token: marketer.jwt, body: { name: "Nope" } }), 403, "INSUFFICIENT_PERMISSIONS");
  });
});
