import { beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

/** /api/v1/saved-replies over HTTP: CRUD, the shortcut's uniqueness, validation, scopes and tenancy. */
let co: TestCompany;
let other: TestCompany;
const BASE = "/api/v1/saved-replies";
type Reply = { id: string; name: string; shortcut: string; body: string; createdBy: { id: string; name: string } | null };
let n = 0;
const sc = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  co = await newCompany("svr");
  other = await newCompany("svr-other");
});

describe("saved replies", () => {
  it("creates, lists by shortcut prefix, changes and deletes", async () => {
    const t = (await co.token(["library:read", "library:write"])).token;
    const shortcut = sc("hours");
    const created = await call<Reply>("POST", BASE, { token: t, body: { name: " Opening hours ", shortcut, body: "Hi {{contact.firstName}}, we open at 9." } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Opening hours", shortcut, body: "Hi {{contact.firstName}}, we open at 9.", createdBy: null });
    expect(created.body.id).toMatch(/^svr_/);

    const byPrefix = await call<{ data: Reply[] }>("GET", `${BASE}?shortcut=${shortcut.slice(0, 6).toUpperCase()}`, { token: t });
    expect(byPrefix.body.data.map((r) => r.id)).toContain(created.body.id);
    const none = await call<{ data: Reply[] }>("GET", `${BASE}?shortcut=zzz-nothing`, { token: t });
    expect(none.body.data).toEqual([]);

    const changed = await call<Reply>("PATCH", `${BASE}/${created.body.id}`, { token: t, body: { body: "We open at 10 now." } });
    expect(changed.body).toMatchObject({ name: "Opening hours", shortcut, body: "We open at 10 now." });
    expect((await call<Reply>("GET", `${BASE}/${created.body.id}`, { token: t })).body.body).toBe("We open at 10 now.");

    expect((await call("DELETE", `${BASE}/${created.body.id}`, { token: t })).body).toEqual({ id: created.body.id, deleted: true });
    expectError(await call("GET", `${BASE}/${created.body.id}`, { token: t }), 404, "NOT_FOUND");
  });

  it("records who wrote it when a person does, and refuses a taken shortcut in any case (409 naming the field)", async () => {
    const { jwt, userId } = await co.jwtAs("marketer");
    const shortcut = sc("thanks");
    const made = await call<Reply>("POST", BASE, { token: jwt, body: { name: "Thanks", shortcut, body: "Thank you!" } });
    expect(made.body.createdBy).toEqual({ id: userId, name: "A marketer" });
    const taken = expectError(await call("POST", BASE, { token: jwt, body: { name: "Again", shortcut: shortcut.toUpperCase(), body: "x" } }), 409, "CONFLICT");
    expect(taken.details).toMatchObject({ field: "shortcut" });
    // Another company may use the same shortcut.
    expect((await call("POST", BASE, { token: (await other.token(["library:write"])).token, body: { name: "Thanks", shortcut, body: "x" } })).status).toBe(200);
  });

  it("answers 400 naming each field", async () => {
    const t = (await co.token(["library:write"])).token;
    const bad = expectError(await call("POST", BASE, { token: t, body: { name: "", shortcut: "has space", body: "x".repeat(4097) } }), 400, "VALIDATION_ERROR");
    expect((bad.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(["body", "name", "shortcut"]);
    expectError(await call("POST", BASE, { token: t, body: [] }), 400, "VALIDATION_ERROR");
    const made = await call<Reply>("POST", BASE, { token: t, body: { name: "N", shortcut: sc("n"), body: "b" } });
    expectError(await call("PATCH", `${BASE}/${made.body.id}`, { token: t, body: {} }), 400, "VALIDATION_ERROR");
  });

  it("lets agents use them but not manage them (403), and hides another company's (404)", async () => {
    const { jwt: agent } = await co.jwtAs("agent");
    expect((await call("GET", BASE, { token: agent })).status).toBe(200);
    expectError(await call("POST", BASE, { token: agent, body: { name: "N", shortcut: sc("a"), body: "b" } }), 403, "INSUFFICIENT_PERMISSIONS");
    const reader = (await co.token(["contacts:read"])).token;
    expectError(await call("GET", BASE, { token: reader }), 403, "INSUFFICIENT_PERMISSIONS");

    const theirs = await call<Reply>("POST", BASE, { token: (await other.token(["library:write"])).token, body: { name: "Theirs", shortcut: sc("theirs"), body: "secret" } });
    const t = (await co.token(["library:read", "library:write"])).token;
    expectError(await call("GET", `${BASE}/${theirs.body.id}`, { token: t }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `${BASE}/${theirs.body.id}`, { token: t, body: { name: "Hijack" } }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `${BASE}/${theirs.body.id}`, { token: t }), 404, "NOT_FOUND");
    const mine = await call<{ data: Reply[] }>("GET", `${BASE}?search=secret`, { token: t });
    expect(mine.body.data).toEqual([]);
  });
});
