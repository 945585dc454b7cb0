import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { eventOutbox } from "@/db/schema";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Tag = { id: string; name: string; color: string; contactCount?: number };
type Contact = { id: string; tagIds: string[] };
type Timeline = { data: { type: string; data: Record<string, unknown> }[] };

let co: TestCompany;
let token: string;

beforeAll(async () => {
  co = await newCompany("tags");
  token = (await co.token(["contacts:read", "contacts:write"])).token;
});

describe("tags", () => {
  it("creates, lists with usage, renames, recolours and deletes", async () => {
    const created = await call<Tag>("POST", "/api/v1/contacts/tags", { token, body: { name: "Repeat buyers (Q3) #1 & co.", color: "#22c55e" } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Repeat buyers (Q3) #1 & co.", color: "#22c55e", contactCount: 0 });
    await co.contact({ tagIds: [created.body.id] });
    await co.contact({ tagIds: [created.body.id] });
    const list = await call<{ data: Tag[] }>("GET", "/api/v1/contacts/tags/all", { token });
    expect(list.body.data.find((t) => t.id === created.body.id)?.contactCount).toBe(2);
    const renamed = await call<Tag>("PUT", `/api/v1/contacts/tags/${created.body.id}`, { token, body: { name: "Loyal", color: "#123" } });
    expect(renamed.body).toMatchObject({ name: "Loyal", color: "#123" });
    expect((await call("DELETE", `/api/v1/contacts/tags/${created.body.id}`, { token })).body).toEqual({ id: created.body.id, deleted: true });
    const after = await call<{ data: Tag[] }>("GET", "/api/v1/contacts/tags/all", { token });
    expect(after.body.data.map((t) => t.id)).not.toContain(created.body.id);
    expectError(await call("DELETE", `/api/v1/contacts/tags/${created.body.id}`, { token }), 404, "NOT_FOUND");
  });

  it("validates names and colours and refuses a duplicate name in any case", async () => {
    expect(expectError(await call("POST", "/api/v1/contacts/tags", { token, body: { name: "x".repeat(101) } }), 400, "VALIDATION_ERROR").message).toMatch(/^name: must be at most 100/);
    expect(expectError(await call("POST", "/api/v1/contacts/tags", { token, body: { name: "no/slashes" } }), 400, "VALIDATION_ERROR").message).toMatch(/^name:/);
    expect(expectError(await call("POST", "/api/v1/contacts/tags", { token, body: { name: "ok", color: "green" } }), 400, "VALIDATION_ERROR").message).toMatch(/^color:/);
    expect(expectError(await call("POST", "/api/v1/contacts/tags", { token, body: {} }), 400, "VALIDATION_ERROR").message).toMatch(/^name:/);
    await call("POST", "/api/v1/contacts/tags", { token, body: { name: "Wholesale" } });
    expect(expectError(await call("POST", "/api/v1/contacts/tags", { token, body: { name: "WHOLESALE" } }), 409, "CONFLICT").details).toEqual({ field: "name" });
    const other = await call<Tag>("POST", "/api/v1/contacts/tags", { token, body: { name: "Retail" } });
    expectError(await call("PUT", `/api/v1/contacts/tags/${other.body.id}`, { token, body: { name: "wholesale" } }), 409, "CONFLICT");
  });
});

describe("POST /api/v1/contacts/bulk/tags", () => {
  it("adds and removes many tags at once, idempotently, with timeline rows and events", async () => {
    const [t1, t2] = [await co.tag(), await co.tag()];
    const cs = await Promise.all([co.contact(), co.contact(), co.contact()]);
    const ids = cs.map((c) => c.id);
    const add = await call("POST", "/api/v1/contacts/bulk/tags", { token, body: { contactIds: ids, tagIds: [t1.id, t2.id], action: "add" } });
    expect(add.body).toEqual({ action: "add", contacts: 3, tags: 2, changed: 6 });
    const again = await call("POST", "/api/v1/contacts/bulk/tags", { token, body: { contactIds: ids, tagIds: [t1.id, t2.id], action: "add" } });
    expect(again.body).toMatchObject({ changed: 0 });
    for (const id of ids) {
      expect((await call<Contact>("GET", `/api/v1/contacts/${id}`, { token })).body.tagIds.sort()).toEqual([t1.id, t2.id].sort());
      const tl = await call<Timeline>("GET", `/api/v1/contacts/${id}/timeline?types=TAG_ADDED`, { token });
      expect(tl.body.data.map((e) => e.data.tagId).sort()).toEqual([t1.id, t2.id].sort());
    }
    const events = (await getDb().select().from(eventOutbox).where(eq(eventOutbox.companyId, co.companyId))).filter(
      (e) => e.event === "contact.updated" && ids.includes((e.payload as { contact: { id: string } }).contact.id),
    );
    expect(events).toHaveLength(3);
    expect((events[0].payload as { contact: { tagIds: string[] }; changes: string[] }).contact.tagIds.sort()).toEqual([t1.id, t2.id].sort());
    const remove = await call("POST", "/api/v1/contacts/bulk/tags", { token, body: { contactIds: ids.slice(0, 2), tagIds: [t1.id], action: "remove" } });
    expect(remove.body).toMatchObject({ changed: 2 });
    expect((await call<Contact>("GET", `/api/v1/contacts/${ids[2]}`, { token })).body.tagIds).toContain(t1.id);
  });

  it("skips other companies' contacts and refuses unknown tags", async () => {
    const t = await co.tag();
    const stranger = await (await newCompany("bulk2")).contact();
    const mine = await co.contact();
    const res = await call("POST", "/api/v1/contacts/bulk/tags", { token, body: { contactIds: [mine.id, stranger.id], tagIds: [t.id], action: "add" } });
    expect(res.body).toMatchObject({ changed: 1 });
    const foreignTag = await (await newCompany("bulk3")).tag();
    expect(
      expectError(await call("POST", "/api/v1/contacts/bulk/tags", { token, body: { contactIds: [mine.id], tagIds: [foreignTag.id], action: "add" } }), 400, "VALIDATION_ERROR").message,
    ).toMatch(/^tagIds:/);
  });

  it("takes up to 10,000 contacts in one request", async () => {
    const t = await co.tag();
    const c = await co.contact();
    const contactIds = [c.id, ...Array.from({ length: 9_999 }, (_, i) => `ct_missing${i}`)];
    const ok = await call("POST", "/api/v1/contacts/bulk/tags", { token, body: { contactIds, tagIds: [t.id], action: "add" } });
    expect(ok.body).toMatchObject({ contacts: 10_000, changed: 1 });
    const tooMany = expectError(
      await call("POST", "/api/v1/contacts/bulk/tags", { token, body: { contactIds: [...contactIds, "ct_one_more"], tagIds: [t.id], action: "add" } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(tooMany.message).toMatch(/^contactIds: at most 10,000/);
    expect(expectError(await call("POST", "/api/v1/contacts/bulk/tags", { token, body: { contactIds: [c.id], tagIds: [t.id], action: "toggle" } }), 400, "VALIDATION_ERROR").message).toMatch(/^action:/);
  });
});
