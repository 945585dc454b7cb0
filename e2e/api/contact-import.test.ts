import { parse } from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Contact = { id: string; name: string; phone: string | null; email: string | null; tags: { name: string }[]; customFields: Record<string, unknown> };

let co: TestCompany;
let token: string;

beforeAll(async () => {
  co = await newCompany("imp");
  token = (await co.token(["contacts:read", "contacts:write"])).token;
});

describe("POST /api/v1/contacts/import", () => {
  it("creates, updates by phone, creates missing tags and reports rejected rows", async () => {
    const existing = await co.contact({ name: "Old Name", phone: "971501112233", customFields: { tier: "1" } });
    const res = await call<{ created: number; updated: number; rejected: { row: number; reason: string }[] }>("POST", "/api/v1/contacts/import", {
      token,
      body: {
        rowOffset: 10,
        defaultCountryCode: "971",
        rows: [
          { name: "New Person", phone: "050 111 2233", email: "new@x.test", tags: "Imported, VIP", customFields: { city: "Dubai" } },
          { firstName: "Sara", lastName: "Ali", phone: "+44 7700 900123", tags: "imported" },
          { name: "Bad Phone", phone: "call me" },
          { name: "Bad Mail", email: "not-an-email" },
          { email: "only@email.test" },
          {},
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(2);
    expect(res.body.updated).toBe(1);
    expect(res.body.rejected).toEqual([
      { row: 13, reason: 'phone: "call me" is not a phone number' },
      { row: 14, reason: 'email: "not-an-email" is not a valid email address' },
      { row: 16, reason: "name: a name, phone or email is required" },
    ]);
    const updated = await call<Contact>("GET", `/api/v1/contacts/${existing.id}`, { token });
    expect(updated.body).toMatchObject({ name: "New Person", email: "new@x.test", customFields: { tier: "1", city: "Dubai" } });
    expect(updated.body.tags.map((t) => t.name).sort()).toEqual(["Imported", "VIP"]);
    const sara = await call<{ data: Contact[] }>("GET", "/api/v1/contacts/search?q=447700900123", { token });
    expect(sara.body.data[0]).toMatchObject({ name: "Sara Ali", phone: "447700900123" });
    expect(sara.body.data[0].tags.map((t) => t.name)).toEqual(["Imported"]);
    const tags = await call<{ data: { name: string }[] }>("GET", "/api/v1/contacts/tags/all", { token });
    expect(tags.body.data.filter((t) => t.name.toLowerCase() === "imported")).toHaveLength(1);
    const keys = await call<{ data: { key: string; usage: number }[] }>("GET", "/api/v1/contacts/custom-field-keys", { token });
    expect(keys.body.data).toEqual([{ key: "city", usage: 1 }, { key: "tier", usage: 1 }]);
  });

  it("folds rows that share a phone and limits a batch to 1,000 rows", async () => {
    const res = await call<{ created: number; updated: number }>("POST", "/api/v1/contacts/import", {
      token,
      body: { rows: [{ name: "Twin A", phone: "+33 6 12 34 56 78" }, { name: "Twin B", phone: "0033612345678" }] },
    });
    expect(res.body).toMatchObject({ created: 1, updated: 0 });
    const found = await call<{ data: Contact[] }>("GET", "/api/v1/contacts/search?q=33612345678", { token });
    expect(found.body.data.map((c) => c.name)).toEqual(["Twin B"]);
    const big = expectError(await call("POST", "/api/v1/contacts/import", { token, body: { rows: Array.from({ length: 1001 }, () => ({ name: "x" })) } }), 400, "VALIDATION_ERROR");
    expect(big.message).toMatch(/^rows: at most 1,000/);
  });
});

describe("GET /api/v1/contacts/export", () => {
  it("streams the filtered, sorted view as CSV with custom-field columns", async () => {
    const fresh = await newCompany("exp");
    const t = (await fresh.token(["contacts:read"])).token;
    const tag = await fresh.tag("Export me");
    await fresh.contact({ name: "Zoe, \"quoted\"", phone: "15550001111", customFields: { city: "Oslo" }, tagIds: [tag.id] });
    await fresh.contact({ name: "Adam", email: "adam@x.test" });
    await fresh.contact({ name: "Mia", phone: "15550002222" });
    const res = await call<string>("GET", "/api/v1/contacts/export?hasPhone=true&sortBy=name&sortOrder=asc", { token: t });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse<Record<string, string>>(String(res.body), { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.name)).toEqual(["Mia", 'Zoe, "quoted"']);
    expect(rows[1]).toMatchObject({ phone: "15550001111", tags: "Export me", "custom.city": "Oslo", status: "ACTIVE" });
    expect(rows[0]["custom.city"]).toBe("");
  });
});
