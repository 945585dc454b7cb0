import { inject } from "vitest";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "papaparse";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError, sessionCookie } from "./support/http";

type Entry = {
  id: string;
  at: string;
  action: string;
  actor: { kind: string; id: string | null; label: string };
  target: { type: string; id: string | null; label: string | null } | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  details: Record<string, unknown>;
};
type Page = { data: Entry[]; pagination: { limit: number; nextCursor: string | null } };

const UA = "AuditSuite/1.0 (+integration)";
const ua = { "user-agent": UA };

/** Every entry the filters match, following nextCursor. */
async function allEntries(token: string, query = "", limit = 100): Promise<Entry[]> {
  const out: Entry[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const res: { status: number; body: Page } = await call<Page>("GET", `/api/v1/audit-log?limit=${limit}${query ? `&${query}` : ""}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.pagination.nextCursor;
    if (!cursor) return out;
  }
  throw new Error("too many pages");
}

/** Signs out through next-auth's form, as the dashboard's menu does. */
async function signOut(sessionCookieHeader: string) {
  const base = inject("baseUrl");
  const csrfRes = await fetch(`${base}/api/auth/csrf`, { headers: { cookie: sessionCookieHeader } });
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const csrfCookie = csrfRes.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const res = await fetch(`${base}/api/auth/signout`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${sessionCookieHeader}; ${csrfCookie}`, origin: base, ...ua },
    body: new URLSearchParams({ csrfToken, json: "true" }),
    redirect: "manual",
  });
  expect(res.headers.getSetCookie().some((c) => /session-token=;/.test(c))).toBe(true);
}

let co: TestCompany;
let reader: string;
const secrets: string[] = [];
let apiToken: { id: string; token: string };
let webhookId: string;
let agentId: string;

beforeAll(async () => {
  co = await newCompany("audit");
  reader = (await co.token(["audit:read"])).token;

  // Changes made over HTTP, as a person and as integrations would.
  const created = await call<{ id: string; token: string }>("POST", "/api/v1/tokens", { token: co.ownerJwt, body: { name: "=HYPERLINK(\"http://evil.test\")", scopes: ["contacts:read"] }, headers: ua });
  expect(created.status).toBe(200);
  apiToken = created.body;
  secrets.push(apiToken.token);
  expect((await call("DELETE", `/api/v1/tokens/${apiToken.id}`, { token: co.ownerJwt, headers: ua })).status).toBe(200);

  const hook = await call<{ id: string }>("POST", "/api/v1/webhooks", { token: co.ownerJwt, body: { name: "CRM", url: "https://hooks.example.com/in?key=receiver-own-key", events: ["contact.*"] }, headers: ua });
  expect(hook.status).toBe(200);
  webhookId = hook.body.id;
  const viewed = await call<{ secret: string }>("GET", `/api/v1/webhooks/${webhookId}/secret`, { token: co.ownerJwt, headers: ua });
  const rotated = await call<{ secret: string }>("POST", `/api/v1/webhooks/${webhookId}/secret/regenerate`, { token: co.ownerJwt, headers: ua });
  secrets.push(viewed.body.secret, rotated.body.secret, "receiver-own-key");

  const agent = await co.jwtAs("agent");
  agentId = agent.userId;
  expect((await call("PATCH", `/api/v1/users/${agentId}`, { token: co.ownerJwt, body: { role: "marketer" }, headers: ua })).status).toBe(200);

  const contact = await co.contact({ name: "Dana Deleted" });
  expect((await call("DELETE", `/api/v1/contacts/${contact.id}`, { token: (await co.token(["contacts:write"])).token, headers: ua })).status).toBe(200);
  expect((await call("GET", "/api/v1/contacts/export", { token: (await co.token(["contacts:read"])).token, headers: ua })).status).toBe(200);

  // A JWT sign-in and a dashboard sign-in and sign-out.
  const jwt = await call<{ accessToken: string }>("POST", "/api/v1/auth/token", { body: { email: co.owner.email, password: co.owner.password }, headers: ua });
  expect(jwt.status).toBe(200);
  secrets.push(jwt.body.accessToken, co.owner.password);
  await signOut(await sessionCookie(co.owner.email, co.owner.password));
});

describe("GET /api/v1/audit-log", () => {
  it("lists who did what, when and from where, newest first", async () => {
    const entries = await allEntries(reader);
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "token.created",
        "token.revoked",
        "webhook.created",
        "webhook.secret_viewed",
        "webhook.secret_rotated",
        "member.role_changed",
        "contact.deleted",
        "export.contacts",
        "session.signed_in",
        "session.signed_out",
      ]),
    );
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const created = entries.find((e) => e.action === "token.created" && e.target?.id === apiToken.id)!;
    expect(created).toMatchObject({
      actor: { kind: "user", id: co.owner.id, label: "Owner" },
      target: { type: "api_token", id: apiToken.id, label: '=HYPERLINK("http://evil.test")' },
      ip: "127.0.0.1",
      userAgent: UA,
      details: { scopes: ["contacts:read"] },
    });
    expect(created.requestId).toMatch(/^req_/);
    expect(entries.find((e) => e.action === "member.role_changed")).toMatchObject({ target: { type: "user", id: agentId }, details: { from: "agent", to: "marketer" } });
    expect(entries.find((e) => e.action === "contact.deleted")).toMatchObject({ target: { type: "contact", label: "Dana Deleted" }, actor: { kind: "token" } });
    const signIns = entries.filter((e) => e.action === "session.signed_in").map((e) => e.details.via);
    expect(signIns.sort()).toEqual(["api_jwt", "dashboard"]);
    expect(entries.find((e) => e.action === "session.signed_out")).toMatchObject({ actor: { kind: "user", id: co.owner.id }, userAgent: UA, ip: "127.0.0.1" });
    expect(entries.find((e) => e.action === "webhook.created")!.details).toEqual({ host: "hooks.example.com", events: ["contact.*"] });

    // No secret of any kind is in the log.
    const text = JSON.stringify(entries);
    for (const s of secrets) expect(text).not.toContain(s);
  });

  it("filters by action or area, actor, target and time, and pages by cursor without gaps", async () => {
    const all = await allEntries(reader);
    const tokens = await allEntries(reader, "action=token.*");
    expect(tokens.map((e) => e.action)).toContain("token.revoked");
    expect(tokens.every((e) => e.action.startsWith("token."))).toBe(true);
    expect(tokens.length).toBe(all.filter((e) => e.action.startsWith("token.")).length);
    const twoKinds = await allEntries(reader, "action=webhook.secret_viewed,member.");
    expect(twoKinds.map((e) => e.action).sort()).toEqual(["member.role_changed", "webhook.secret_viewed"]);

    const byOwner = await allEntries(reader, `actorId=${co.owner.id}`);
    expect(byOwner.length).toBeGreaterThan(0);
    expect(byOwner.every((e) => e.actor.id === co.owner.id)).toBe(true);
    expect((await allEntries(reader, "actorKind=token")).every((e) => e.actor.kind === "token")).toBe(true);
    const aboutHook = await allEntries(reader, `targetType=webhook&targetId=${webhookId}`);
    expect(aboutHook.map((e) => e.action).sort()).toEqual(["webhook.created", "webhook.secret_rotated", "webhook.secret_viewed"]);

    const future = new Date(Date.now() + 3600_000).toISOString();
    expect(await allEntries(reader, `from=${encodeURIComponent(future)}`)).toEqual([]);
    const middle = all[Math.floor(all.length / 2)].at;
    const older = await allEntries(reader, `to=${encodeURIComponent(middle)}`);
    expect(older.every((e) => e.at < middle)).toBe(true);

    // Pages of two, walked by cursor, are the whole list in the same order.
    const paged = await allEntries(reader, "", 2);
    expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(new Set(paged.map((e) => e.id)).size).toBe(paged.length);
  });

  it("refuses unknown parameters and filter values, naming them", async () => {
    const unknownParam = expectError(await call("GET", `/api/v1/audit-log?actor=${co.owner.id}`, { token: reader }), 400, "VALIDATION_ERROR");
    expect(unknownParam.message).toContain('unknown parameter "actor"');
    expect(unknownParam.message).toContain("actorId");
    const action = expectError(await call("GET", "/api/v1/audit-log?action=token.exploded", { token: reader }), 400, "VALIDATION_ERROR");
    expect(action.message).toMatch(/^action\.0: unknown action "token\.exploded"/);
    const area = expectError(await call("GET", "/api/v1/audit-log?action=nothing.*", { token: reader }), 400, "VALIDATION_ERROR");
    expect(area.message).toMatch(/^action\.0: unknown action/);
    expect(expectError(await call("GET", "/api/v1/audit-log?actorKind=robot", { token: reader }), 400, "VALIDATION_ERROR").message).toMatch(/^actorKind: /);
    expect(expectError(await call("GET", "/api/v1/audit-log?targetType=planet", { token: reader }), 400, "VALIDATION_ERROR").message).toMatch(/^targetType: /);
    expect(expectError(await call("GET", "/api/v1/audit-log?cursor=garbage", { token: reader }), 400, "VALIDATION_ERROR").message).toMatch(/^cursor: /);
    expect(expectError(await call("GET", "/api/v1/audit-log?limit=500", { token: reader }), 400, "VALIDATION_ERROR").message).toMatch(/^limit: /);
    expect(expectError(await call("GET", "/api/v1/audit-log?from=yesterday", { token: reader }), 400, "VALIDATION_ERROR").message).toMatch(/^from: /);
    const backwards = expectError(await call("GET", "/api/v1/audit-log?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z", { token: reader }), 400, "VALIDATION_ERROR");
    expect(backwards.message).toMatch(/^to: must be after from/);
    expect(expectError(await call("GET", "/api/v1/audit-log/export?cursor=1_x", { token: reader }), 400, "VALIDATION_ERROR").message).toContain('unknown parameter "cursor"');
  });

  it("needs audit:read: tokens without it, agents and marketers get 403; owners and admins read", async () => {
    for (const path of ["/api/v1/audit-log", "/api/v1/audit-log/export"]) {
      const other = (await co.token(["contacts:read", "webhooks:read"])).token;
      expect(expectError(await call("GET", path, { token: other }), 403, "INSUFFICIENT_PERMISSIONS").message).toContain("audit:read");
      for (const role of ["agent", "marketer"] as const) expectError(await call("GET", path, { token: (await co.jwtAs(role)).jwt }), 403, "INSUFFICIENT_PERMISSIONS");
      expect((await call("GET", path, { token: (await co.jwtAs("admin")).jwt })).status).toBe(200);
      expect((await call("GET", path, { token: co.ownerJwt })).status).toBe(200);
    }
  });

  it("shows a company only its own entries", async () => {
    const other = await newCompany("audit-other");
    const otherReader = (await other.token(["audit:read"])).token;
    expect((await call("POST", "/api/v1/tokens", { token: other.ownerJwt, body: { name: "theirs", scopes: ["contacts:read"] } })).status).toBe(200);
    const theirs = await allEntries(otherReader);
    // Their reader token and the one made over HTTP, and nothing of this company's.
    expect(theirs.map((e) => e.action)).toEqual(["token.created", "token.created"]);
    expect(theirs[0]).toMatchObject({ actor: { kind: "user", id: other.owner.id }, target: { label: "theirs" } });
    const mine = new Set((await allEntries(reader)).map((e) => e.id));
    expect(theirs.some((e) => mine.has(e.id))).toBe(false);
    // Filtering by this company's ids from the other company finds nothing.
    expect(await allEntries(otherReader, `actorId=${co.owner.id}`)).toEqual([]);
    expect(await allEntries(otherReader, `targetType=webhook&targetId=${webhookId}`)).toEqual([]);
    const csv = await call<string>("GET", `/api/v1/audit-log/export?actorId=${co.owner.id}`, { token: otherReader });
    expect(parse(String(csv.body), { header: true, skipEmptyLines: true }).data).toEqual([]);
  });

  it("has no way to change or delete an entry", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await call(method, "/api/v1/audit-log", { token: co.ownerJwt });
      expect(res.status, method).toBe(405);
    }
    const [entry] = await allEntries(reader, "action=token.created");
    const res = await call("DELETE", `/api/v1/audit-log/${entry.id}`, { token: co.ownerJwt });
    expect(res.status).toBe(404);
    expect((await allEntries(reader)).some((e) => e.id === entry.id)).toBe(true);
  });
});

describe("GET /api/v1/audit-log/export", () => {
  it("streams the filtered log as formula-safe CSV, and records the export", async () => {
    const res = await call<string>("GET", "/api/v1/audit-log/export?action=token.*", { token: reader, headers: { "user-agent": "@evil-agent" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = String(res.body);
    expect(text.split("\n")[0]).toBe("id,at,action,actorKind,actorId,actorLabel,targetType,targetId,targetLabel,ip,userAgent,requestId,details");
    const rows = parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    const listed = await allEntries(reader, "action=token.*");
    expect(rows.map((r) => r.id)).toEqual(listed.map((e) => e.id));
    // A label that a spreadsheet would run is written as text.
    const created = rows.find((r) => r.targetId === apiToken.id && r.action === "token.created")!;
    expect(created.targetLabel).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(created).toMatchObject({ actorKind: "user", actorId: co.owner.id, ip: "127.0.0.1", userAgent: UA });
    expect(JSON.parse(created.details)).toMatchObject({ scopes: ["contacts:read"] });
    for (const s of secrets) expect(text).not.toContain(s);

    // The export is an entry of its own, from the address and User-Agent that asked.
    const [exported] = await allEntries(reader, "action=export.audit_log");
    expect(exported).toMatchObject({ actor: { kind: "token" }, target: { type: "audit_log" }, userAgent: "@evil-agent", details: { filters: { action: ["token.*"] } } });
    // …whose User-Agent is neutralised in a later export.
    const again = parse<Record<string, string>>(String((await call<string>("GET", "/api/v1/audit-log/export?action=export.*", { token: reader })).body), { header: true, skipEmptyLines: true }).data;
    expect(again.find((r) => r.id === exported.id)!.userAgent).toBe("'@evil-agent");
  });
});

describe("audit retention", () => {
  it("is a company setting from 30 to 3,650 days, default 365, and changing it is an entry", async () => {
    const fresh = await newCompany("audit-keep");
    expect((await call<{ auditRetentionDays: number }>("GET", "/api/v1/company", { token: fresh.ownerJwt })).body.auditRetentionDays).toBe(365);
    for (const bad of [29, 3651, 90.5]) {
      const err = expectError(await call("PATCH", "/api/v1/company", { token: fresh.ownerJwt, body: { auditRetentionDays: bad } }), 400, "VALIDATION_ERROR");
      expect(err.message).toMatch(/^auditRetentionDays: /);
    }
    const saved = await call<{ auditRetentionDays: number }>("PATCH", "/api/v1/company", { token: fresh.ownerJwt, body: { auditRetentionDays: 90 } });
    expect(saved.body.auditRetentionDays).toBe(90);
    const admin = await fresh.jwtAs("admin");
    const [entry] = await allEntries(admin.jwt, "action=company.updated");
    expect(entry).toMatchObject({ actor: { kind: "user", id: fresh.owner.id }, details: { changed: ["auditRetentionDays"], auditRetentionDays: { from: 365, to: 90 } } });
  });
});
