import { beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Contact = { id: string; name: string; phone: string | null; created?: boolean };

let co: TestCompany;
let token: string;

beforeAll(async () => {
  co = await newCompany("search");
  token = (await co.token(["contacts:read", "contacts:write"])).token;
});

describe("GET /api/v1/contacts/search", () => {
  it("ranks an exact phone or email match first, then names", async () => {
    const byPhone = await co.contact({ name: "Zed Phone", phone: "+20 100 555 0199" });
    await co.contact({ name: "Maria 201005550199 fan" });
    const byEmail = await co.contact({ name: "Zara Mail", email: "maria@shop.test" });
    const prefix = await co.contact({ name: "Maria Lopez" });
    const infix = await co.contact({ name: "Ana Maria" });
    const phone = await call<{ data: Contact[] }>("GET", "/api/v1/contacts/search?q=%2B20%20100%20555%200199", { token });
    expect(phone.body.data[0].id).toBe(byPhone.id);
    const maria = await call<{ data: Contact[] }>("GET", "/api/v1/contacts/search?q=maria", { token });
    const order = maria.body.data.map((c) => c.id);
    expect(order.indexOf(prefix.id)).toBeLessThan(order.indexOf(infix.id));
    const email = await call<{ data: Contact[] }>("GET", "/api/v1/contacts/search?q=MARIA@shop.test", { token });
    expect(email.body.data[0].id).toBe(byEmail.id);
  });

  it("defaults to 10 results, honours limit and needs q", async () => {
    for (let i = 0; i < 12; i++) await co.contact({ name: `Common Name ${i}` });
    expect((await call<{ data: Contact[] }>("GET", "/api/v1/contacts/search?q=common", { token })).body.data).toHaveLength(10);
    expect((await call<{ data: Contact[] }>("GET", "/api/v1/contacts/search?q=common&limit=3", { token })).body.data).toHaveLength(3);
    expect(expectError(await call("GET", "/api/v1/contacts/search", { token }), 400, "VALIDATION_ERROR").message).toMatch(/^q:/);
  });

  it("takes % and _ literally", async () => {
    await co.contact({ name: "100% Cotton" });
    await co.contact({ name: "1000 Cotton" });
    const res = await call<{ data: Contact[] }>("GET", "/api/v1/contacts/search?q=100%25", { token });
    expect(res.body.data.map((c) => c.name)).toEqual(["100% Cotton"]);
  });
});

describe("POST /api/v1/contacts/find-or-create", () => {
  it("creates once under concurrent calls for one phone", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => call<Contact>("POST", "/api/v1/contacts/find-or-create", { token, body: { phone: "+1 (415) 555-0100", name: "Racer" } })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.filter((r) => r.body.created)).toHaveLength(1);
    expect(results[0].body.phone).toBe("14155550100");
  });

  it("finds by the normalised phone and defaults the name to the phone", async () => {
    const made = await call<Contact>("POST", "/api/v1/contacts/find-or-create", { token, body: { phone: "4915112345678" } });
    expect(made.body).toMatchObject({ created: true, name: "4915112345678" });
    const found = await call<Contact>("POST", "/api/v1/contacts/find-or-create", { token, body: { phone: "+49 151 1234 5678", name: "Ignored" } });
    expect(found.body).toMatchObject({ id: made.body.id, created: false, name: "4915112345678" });
    expect(expectError(await call("POST", "/api/v1/contacts/find-or-create", { token, body: { phone: "n/a" } }), 400, "VALIDATION_ERROR").message).toMatch(/^phone:/);
  });
});
