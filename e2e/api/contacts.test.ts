import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contactActivities, contactTags, eventOutbox } from "@/db/schema";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Contact = { id: string; name: string; phone: string | null; email: string | null; tagIds: string[]; label: string | null; status: string; lifecycleStage: string; assignedAgentId: string | null; assignedAgent: { id: string; name: string } | null; notes: string | null; customFields: Record<string, unknown>; source: string; updatedAt: string };
type Timeline = { data: { type: string; data: Record<string, unknown>; actor: { type: string; name: string } }[]; pagination: { total: number; offset: number; limit: number } };

let co: TestCompany;
let token: string;
let readOnly: string;

beforeAll(async () => {
  co = await newCompany("ct");
  token = (await co.token(["contacts:read", "contacts:write"])).token;
  readOnly = (await co.token(["contacts:read"])).token;
});

const fieldsOf = (err: { details?: Record<string, unknown> }) => (err.details as { fields: { path: string }[] }).fields.map((f) => f.path);

describe("create and read", () => {
  it("creates a contact, normalising the phone to digits", async () => {
    const tag = await co.tag();
    const res = await call<Contact>("POST", "/api/v1/contacts", {
      token,
      body: { name: "Layla Haddad", phone: "+971 (50) 123-4567", email: "layla@example.com", customFields: { city: "Dubai", vip: true }, tagIds: [tag.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Layla Haddad", phone: "971501234567", email: "layla@example.com", status: "ACTIVE", lifecycleStage: "LEAD", label: null, source: "API", tagIds: [tag.id] });
    expect(res.body.customFields).toEqual({ city: "Dubai", vip: true });
    const got = await call<Contact>("GET", `/api/v1/contacts/${res.body.id}`, { token: readOnly });
    expect(got.body).toEqual(res.body);
  });

  it("refuses bad input with a 400 naming each field", async () => {
    const noName = expectError(await call("POST", "/api/v1/contacts", { token, body: { phone: "123456789" } }), 400, "VALIDATION_ERROR");
    expect(fieldsOf(noName)).toEqual(["name"]);
    const bad = expectError(
      await call("POST", "/api/v1/contacts", {
        token,
        body: { name: "X", phone: "call me maybe", email: "nope", customFields: { nested: { a: 1 } }, avatar: "ftp://x" },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(fieldsOf(bad).sort()).toEqual(["avatar", "customFields.nested", "email", "phone"]);
    const tooShort = expectError(await call("POST", "/api/v1/contacts", { token, body: { name: "X", phone: "+1 23" } }), 400, "VALIDATION_ERROR");
    expect(tooShort.message).toMatch(/^phone:/);
    const unknownTag = expectError(await call("POST", "/api/v1/contacts", { token, body: { name: "X", tagIds: ["tag_nope"] } }), 400, "VALIDATION_ERROR");
    expect(unknownTag.message).toMatch(/^tagIds: unknown tag tag_nope/);
  });

  it("409 when the phone is taken in the company, not across companies", async () => {
    await call("POST", "/api/v1/contacts", { token, body: { name: "First", phone: "44 20 7946 0958" } });
    const dup = expectError(await call("POST", "/api/v1/contacts", { token, body: { name: "Second", phone: "+442079460958" } }), 409, "CONFLICT");
    expect(dup.details).toEqual({ field: "phone" });
    const other = await newCompany("ct2");
    const t = await other.token(["contacts:write"]);
    expect((await call("POST", "/api/v1/contacts", { token: t.token, body: { name: "Elsewhere", phone: "442079460958" } })).status).toBe(200);
  });

  it("needs contacts:write to change anything", async () => {
    expectError(await call("POST", "/api/v1/contacts", { token: readOnly, body: { name: "X" } }), 403, "INSUFFICIENT_PERMISSIONS");
  });
});

describe("updates write the timeline and contact.updated in one go", () => {
  it("records each kind of change with its own type", async () => {
    const agent = await co.jwtAs("agent");
    const c = await co.contact({ name: "Omar", customFields: { plan: "free", city: "Cairo" } });
    const put = await call<Contact>("PUT", `/api/v1/contacts/${c.id}`, {
      token,
      body: { name: "Omar Farouk", label: "VIP", status: "INACTIVE", lifecycleStage: "CUSTOMER", assignedAgentId: agent.userId, customFields: { plan: "gold", city: null } },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: "Omar Farouk", label: "VIP", status: "INACTIVE", lifecycleStage: "CUSTOMER", assignedAgentId: agent.userId });
    expect(put.body.assignedAgent?.id).toBe(agent.userId);
    expect(put.body.customFields).toEqual({ plan: "gold" });
    const tl = await call<Timeline>("GET", `/api/v1/contacts/${c.id}/timeline`, { token });
    const types = tl.body.data.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["CONTACT_UPDATED", "LABEL_CHANGED", "STATUS_CHANGED", "STAGE_CHANGED", "ASSIGNED", "CONTACT_CREATED"]));
    expect(types[types.length - 1]).toBe("CONTACT_CREATED");
    const updated = tl.body.data.find((e) => e.type === "CONTACT_UPDATED")!;
    expect(Object.keys(updated.data.changes as object).sort()).toEqual(["customFields", "name"]);
    expect(updated.actor).toMatchObject({ type: "api_token" });
    const events = await getDb().select().from(eventOutbox).where(eq(eventOutbox.companyId, co.companyId)).orderBy(eventOutbox.id);
    const mine = events.filter((e) => (e.payload as { contact: { id: string } }).contact?.id === c.id);
    expect(mine.map((e) => e.event)).toEqual(["contact.created", "contact.updated"]);
    expect((mine[1].payload as { contact: { name: string } }).contact.name).toBe("Omar Farouk");
  });

  it("a PUT that changes nothing writes nothing", async () => {
    const c = await co.contact({ name: "Same" });
    await call("PUT", `/api/v1/contacts/${c.id}`, { token, body: { name: "Same" } });
    const tl = await call<Timeline>("GET", `/api/v1/contacts/${c.id}/timeline`, { token });
    expect(tl.body.data.map((e) => e.type)).toEqual(["CONTACT_CREATED"]);
  });

  it("status, stage, assign and note routes", async () => {
    const agent = await co.jwtAs("agent");
    const c = await co.contact({ name: "Routes" });
    expect((await call<Contact>("PATCH", `/api/v1/contacts/${c.id}/status`, { token, body: { status: "ARCHIVED" } })).body.status).toBe("ARCHIVED");
    expect((await call<Contact>("PATCH", `/api/v1/contacts/${c.id}/stage`, { token, body: { lifecycleStage: "OPPORTUNITY" } })).body.lifecycleStage).toBe("OPPORTUNITY");
    expect((await call<Contact>("PATCH", `/api/v1/contacts/${c.id}/assign`, { token, body: { agentId: agent.userId } })).body.assignedAgentId).toBe(agent.userId);
    expect((await call<Contact>("PATCH", `/api/v1/contacts/${c.id}/assign`, { token, body: { agentId: null } })).body.assignedAgentId).toBeNull();
    await call("POST", `/api/v1/contacts/${c.id}/note`, { token, body: { note: "Called, wants a demo" } });
    const noted = await call<Contact>("POST", `/api/v1/contacts/${c.id}/note`, { token, body: { note: "Demo booked" } });
    expect(noted.body.notes).toBe("Called, wants a demo\n\nDemo booked");
    const tl = await call<Timeline>("GET", `/api/v1/contacts/${c.id}/timeline`, { token });
    expect(tl.body.data.map((e) => e.type)).toEqual(["NOTE_ADDED", "NOTE_ADDED", "UNASSIGNED", "ASSIGNED", "STAGE_CHANGED", "STATUS_CHANGED", "CONTACT_CREATED"]);
    expect(tl.body.data[0].data).toEqual({ note: "Demo booked" });
  });

  it("validates the route bodies and the assignee's company", async () => {
    const c = await co.contact();
    expect(expectError(await call("PATCH", `/api/v1/contacts/${c.id}/status`, { token, body: { status: "GONE" } }), 400, "VALIDATION_ERROR").message).toMatch(/^status:/);
    expect(expectError(await call("PATCH", `/api/v1/contacts/${c.id}/stage`, { token, body: {} }), 400, "VALIDATION_ERROR").message).toMatch(/^lifecycleStage:/);
    expect(expectError(await call("POST", `/api/v1/contacts/${c.id}/note`, { token, body: { note: " " } }), 400, "VALIDATION_ERROR").message).toMatch(/^note:/);
    const stranger = await (await newCompany("ct3")).jwtAs("agent");
    expect(expectError(await call("PATCH", `/api/v1/contacts/${c.id}/assign`, { token, body: { agentId: stranger.userId } }), 400, "VALIDATION_ERROR").message).toMatch(/^agentId:/);
    expect(expectError(await call("PUT", `/api/v1/contacts/${c.id}`, { token, body: { assignedAgentId: stranger.userId } }), 400, "VALIDATION_ERROR").message).toMatch(/^assignedAgentId:/);
    expect(expectError(await call("PUT", `/api/v1/contacts/${c.id}`, { token, body: { label: "HOT" } }), 400, "VALIDATION_ERROR").message).toMatch(/^label:/);
    // null clears the label
    await call("PUT", `/api/v1/contacts/${c.id}`, { token, body: { label: "VIP" } });
    expect((await call<Contact>("PUT", `/api/v1/contacts/${c.id}`, { token, body: { label: null } })).body.label).toBeNull();
  });

  it("replaces tags through PUT tagIds and adds/removes one through the tag routes", async () => {
    const [a, b] = [await co.tag("Alpha one"), await co.tag("Beta one")];
    const c = await co.contact({ tagIds: [a.id] });
    const put = await call<Contact>("PUT", `/api/v1/contacts/${c.id}`, { token, body: { tagIds: [b.id] } });
    expect(put.body.tagIds).toEqual([b.id]);
    expect((await call<Contact>("POST", `/api/v1/contacts/${c.id}/tags/${a.id}`, { token })).body.tagIds.sort()).toEqual([a.id, b.id].sort());
    expect((await call<Contact>("POST", `/api/v1/contacts/${c.id}/tags/${a.id}`, { token })).status).toBe(200);
    expect((await call<Contact>("DELETE", `/api/v1/contacts/${c.id}/tags/${b.id}`, { token })).body.tagIds).toEqual([a.id]);
    expectError(await call("POST", `/api/v1/contacts/${c.id}/tags/tag_missing`, { token }), 404, "NOT_FOUND");
    const tl = await call<Timeline>("GET", `/api/v1/contacts/${c.id}/timeline?types=TAG_ADDED,TAG_REMOVED`, { token });
    expect(tl.body.data.map((e) => `${e.type}:${e.data.tagName}`)).toEqual(["TAG_REMOVED:Beta one", "TAG_ADDED:Alpha one", "TAG_REMOVED:Alpha one", "TAG_ADDED:Beta one", "TAG_ADDED:Alpha one"]);
  });
});

describe("timeline paging", () => {
  it("pages newest first with limit and offset and filters by type", async () => {
    const c = await co.contact();
    for (let i = 1; i <= 5; i++) await call("POST", `/api/v1/contacts/${c.id}/note`, { token, body: { note: `n${i}` } });
    const page = await call<Timeline>("GET", `/api/v1/contacts/${c.id}/timeline?limit=2&offset=1&types=NOTE_ADDED`, { token });
    expect(page.body.pagination).toEqual({ offset: 1, limit: 2, total: 5 });
    expect(page.body.data.map((e) => e.data.note)).toEqual(["n4", "n3"]);
    expect(expectError(await call("GET", `/api/v1/contacts/${c.id}/timeline?types=NOPE`, { token }), 400, "VALIDATION_ERROR").message).toMatch(/^types/);
  });
});

describe("custom-field keys", () => {
  it("lists the keys in use with counts kept by every write", async () => {
    const fresh = await newCompany("keys");
    const t = (await fresh.token(["contacts:read", "contacts:write"])).token;
    const one = await fresh.contact({ customFields: { plan: "a", city: "x" } });
    await fresh.contact({ customFields: { plan: "b" } });
    const keys = async () => (await call<{ data: { key: string; usage: number }[] }>("GET", "/api/v1/contacts/custom-field-keys", { token: t })).body.data;
    expect(await keys()).toEqual([{ key: "city", usage: 1 }, { key: "plan", usage: 2 }]);
    await call("PUT", `/api/v1/contacts/${one.id}`, { token: t, body: { customFields: { city: null, tier: "1" } } });
    expect(await keys()).toEqual([{ key: "plan", usage: 2 }, { key: "tier", usage: 1 }]);
    await call("DELETE", `/api/v1/contacts/${one.id}`, { token: t });
    expect(await keys()).toEqual([{ key: "plan", usage: 1 }]);
  });
});

describe("delete", () => {
  it("removes the contact, its tag links and timeline; the phone can be reused", async () => {
    const tag = await co.tag();
    const c = await co.contact({ phone: "201001234567", tagIds: [tag.id] });
    expect((await call("DELETE", `/api/v1/contacts/${c.id}`, { token })).body).toEqual({ id: c.id, deleted: true });
    expectError(await call("GET", `/api/v1/contacts/${c.id}`, { token }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/api/v1/contacts/${c.id}`, { token }), 404, "NOT_FOUND");
    expect(await getDb().select().from(contactTags).where(eq(contactTags.contactId, c.id))).toHaveLength(0);
    expect(await getDb().select().from(contactActivities).where(and(eq(contactActivities.contactId, c.id)))).toHaveLength(0);
    expect((await call("POST", "/api/v1/contacts", { token, body: { name: "Reuse", phone: "201001234567" } })).status).toBe(200);
  });
});
