import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contacts, eventOutbox, webEventIntegrations } from "@/db/schema";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

type Integration = { id: string; name: string; authType: string; autoCreateContact: boolean; contactMapping: Record<string, unknown>; endpointPath: string; eventCount: number };
type Received = { id: string; match: string; contactId: string | null };

let co: TestCompany;
let write: string;
let read: string;
let adminJwt: string;

beforeAll(async () => {
  co = await newCompany("we");
  write = (await co.token(["automations:write", "automations:read"])).token;
  read = (await co.token(["automations:read"])).token;
  adminJwt = (await co.jwtAs("admin")).jwt;
});

const MAPPING = { phoneField: "customer.phone", emailField: "customer.email", nameField: "customer.name", enrichFields: [{ source: "plan", target: "plan" }], displayColumns: ["event", "plan"] };

async function integration(authType: "HMAC_SHA256" | "API_KEY", extra: Record<string, unknown> = {}) {
  const res = await call<Integration>("POST", "/api/v1/web-events", { token: write, body: { name: `Site ${authType}`, authType, contactMapping: MAPPING, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const secret = (await call<{ secret: string }>("GET", `/api/v1/web-events/${res.body.id}/secret`, { token: adminJwt })).body.secret;
  return { ...res.body, secret };
}

const sign = (secret: string, raw: string) => createHmac("sha256", secret).update(raw).digest("hex");
const post = (id: string, raw: string, headers: Record<string, string> = {}) =>
  call<Received>("POST", `/api/webhook/web-events/${id}`, { rawBody: raw, headers: { "content-type": "application/json", ...headers } });

describe("web-event integrations API", () => {
  it("creates, reads, lists, updates and deletes without ever showing the secret", async () => {
    const created = await call<Integration>("POST", "/api/v1/web-events", { token: write, body: { name: "Shop", authType: "HMAC_SHA256", description: "Checkout events", autoCreateContact: true, contactMapping: { phoneField: "phone" } } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Shop", authType: "HMAC_SHA256", autoCreateContact: true, contactMapping: { phoneField: "phone", emailField: null, autoCreate: true }, eventCount: 0 });
    expect(created.body.endpointPath).toBe(`/api/webhook/web-events/${created.body.id}`);
    const id = created.body.id;
    const [row] = await getDb().select().from(webEventIntegrations).where(eq(webEventIntegrations.id, id));
    expect(row.secretSealed).toMatch(/^v2\.[0-9a-f]{8}\./);
    const secret = (await call<{ secret: string; header: string }>("GET", `/api/v1/web-events/${id}/secret`, { token: adminJwt })).body;
    expect(secret.header).toBe("X-Webhook-Signature");
    for (const res of [created, await call("GET", `/api/v1/web-events/${id}`, { token: read }), await call("GET", "/api/v1/web-events", { token: read })]) {
      expect(JSON.stringify(res.body)).not.toContain(secret.secret);
      expect(JSON.stringify(res.body)).not.toMatch(/secret/i);
    }
    const upd = await call<Integration>("PUT", `/api/v1/web-events/${id}`, { token: write, body: { name: "Shop 2", authType: "API_KEY", autoCreateContact: false } });
    expect(upd.body).toMatchObject({ name: "Shop 2", authType: "API_KEY", autoCreateContact: false, contactMapping: { phoneField: "phone", autoCreate: false } });
    expect((await call("DELETE", `/api/v1/web-events/${id}`, { token: write })).status).toBe(200);
    expectError(await call("GET", `/api/v1/web-events/${id}`, { token: read }), 404, "NOT_FOUND");
  });

  it.each([
    [{ authType: "BASIC" }, "authType"],
    [{ name: "" }, "name"],
    [{ contactMapping: { nameField: "n" } }, "contactMapping.phoneField"],
    [{ contactMapping: { phoneField: "a..b" } }, "contactMapping.phoneField"],
    [{ contactMapping: { phoneField: "p", enrichFields: [{ source: "x", target: "1bad" }] } }, "contactMapping.enrichFields.0.target"],
  ])("400 naming the field for %j", async (body, field) => {
    const err = expectError(await call("POST", "/api/v1/web-events", { token: write, body: { name: "X", authType: "API_KEY", ...body } }), 400, "VALIDATION_ERROR");
    expect((err.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain(field);
  });

  it("shows and regenerates the secret for sessions and JWTs only", async () => {
    const i = await integration("API_KEY");
    expectError(await call("GET", `/api/v1/web-events/${i.id}/secret`, { token: write }), 401, "UNAUTHORIZED");
    const regen = await call<{ secret: string }>("POST", `/api/v1/web-events/${i.id}/secret/regenerate`, { token: adminJwt });
    expect(regen.body.secret).toMatch(/^wes_/);
    expect(regen.body.secret).not.toBe(i.secret);
    expectError(await post(i.id, "{}", { "x-api-key": i.secret }), 401, "UNAUTHORIZED");
    expect((await post(i.id, "{}", { "x-api-key": regen.body.secret })).status).toBe(200);
  });
});

describe("POST /api/webhook/web-events/{integrationId}", () => {
  it("accepts an HMAC over the raw body as hex, with or without sha256=, and refuses a wrong or missing one", async () => {
    const i = await integration("HMAC_SHA256");
    // Odd spacing on purpose: the signature covers the bytes sent, not a re-serialisation.
    const raw = '{ "event": "signup",  "customer": {"email": "hmac@example.test"} }';
    expect((await post(i.id, raw, { "x-webhook-signature": sign(i.secret, raw) })).status).toBe(200);
    expect((await post(i.id, raw, { "x-webhook-signature": `sha256=${sign(i.secret, raw)}` })).status).toBe(200);
    expect((await post(i.id, raw, { "x-webhook-signature": sign(i.secret, raw).toUpperCase() })).status).toBe(200);
    expectError(await post(i.id, raw, { "x-webhook-signature": sign(i.secret, JSON.stringify(JSON.parse(raw))) }), 401, "UNAUTHORIZED");
    expectError(await post(i.id, raw, { "x-webhook-signature": sign("wrong-secret", raw) }), 401, "UNAUTHORIZED");
    expectError(await post(i.id, raw, { "x-webhook-signature": "abc" }), 401, "UNAUTHORIZED");
    expectError(await post(i.id, raw), 401, "UNAUTHORIZED");
    expectError(await post(i.id, raw, { "x-api-key": i.secret }), 401, "UNAUTHORIZED");
  });

  it("accepts the API key and refuses a wrong or missing one", async () => {
    const i = await integration("API_KEY");
    expect((await post(i.id, '{"event":"x"}', { "x-api-key": i.secret })).status).toBe(200);
    expectError(await post(i.id, '{"event":"x"}', { "x-api-key": `${i.secret}x` }), 401, "UNAUTHORIZED");
    expectError(await post(i.id, '{"event":"x"}'), 401, "UNAUTHORIZED");
  });

  it("answers 404 for an unknown integration, 400 for a body that is not a JSON object, 413 over 256 KB", async () => {
    const i = await integration("API_KEY");
    expectError(await post("wei_doesnotexist00", "{}", { "x-api-key": i.secret }), 404, "NOT_FOUND");
    expect(expectError(await post(i.id, "{not json", { "x-api-key": i.secret }), 400, "VALIDATION_ERROR").message).toMatch(/^body/);
    expectError(await post(i.id, "[1,2]", { "x-api-key": i.secret }), 400, "VALIDATION_ERROR");
    const big = JSON.stringify({ pad: "x".repeat(256 * 1024) });
    expectError(await post(i.id, big, { "x-api-key": i.secret }), 413, "PAYLOAD_TOO_LARGE");
  });

  it("matches by phone, creates when allowed, enriches custom fields, stores the event and emits web_event.received", async () => {
    const existing = await co.contact({ name: "Known", phone: "+971 50 111 2222" });
    const i = await integration("API_KEY", { autoCreateContact: true });
    const key = { "x-api-key": i.secret };

    const matched = await post(i.id, JSON.stringify({ event: "checkout", plan: "gold", customer: { phone: "971501112222" } }), key);
    expect(matched.body).toMatchObject({ match: "MATCHED", contactId: existing.id });
    expect(matched.body.id).toMatch(/^wev_/);
    const [after] = await getDb().select().from(contacts).where(eq(contacts.id, existing.id));
    expect(after.customFields).toMatchObject({ plan: "gold" });

    const created = await post(i.id, JSON.stringify({ event: "signup", customer: { phone: "+44 20 7946 0000", name: "New Visitor", email: "new@example.test" } }), key);
    expect(created.body.match).toBe("CREATED");
    const [made] = await getDb().select().from(contacts).where(eq(contacts.id, created.body.contactId!));
    expect(made).toMatchObject({ name: "New Visitor", phone: "442079460000", email: "new@example.test", source: "WEB_EVENT" });

    const byEmail = await post(i.id, JSON.stringify({ customer: { email: "NEW@example.test" } }), key);
    expect(byEmail.body).toMatchObject({ match: "MATCHED", contactId: created.body.contactId });

    const none = await post(i.id, JSON.stringify({ event: "pageview" }), key);
    expect(none.body).toMatchObject({ match: "UNMATCHED", contactId: null });

    const noCreate = await integration("API_KEY", { autoCreateContact: false });
    const unmatched = await post(noCreate.id, JSON.stringify({ customer: { phone: "+1 555 010 9999" } }), { "x-api-key": noCreate.secret });
    expect(unmatched.body).toMatchObject({ match: "UNMATCHED", contactId: null });

    const events = await call<{ data: { id: string; match: string; eventName: string | null; contact: { id: string } | null; matchNote: string | null }[]; pagination: { total: number } }>("GET", `/api/v1/web-events/${i.id}/events`, { token: read });
    expect(events.body.pagination.total).toBe(4);
    expect(events.body.data.map((e) => e.match)).toEqual(["UNMATCHED", "MATCHED", "CREATED", "MATCHED"]);
    expect(events.body.data[0].matchNote).toMatch(/no mapped phone or email/);
    expect(events.body.data[3]).toMatchObject({ eventName: "checkout", contact: { id: existing.id } });
    expect((await call<{ pagination: { total: number } }>("GET", `/api/v1/web-events/${i.id}/events?match=CREATED`, { token: read })).body.pagination.total).toBe(1);
    expect((await call<Integration>("GET", `/api/v1/web-events/${i.id}`, { token: read })).body.eventCount).toBe(4);

    const outbox = await getDb().select().from(eventOutbox).where(eq(eventOutbox.event, "web_event.received"));
    const mine = outbox.filter((e) => (e.payload as { webEventId: string }).webEventId === matched.body.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].payload).toMatchObject({ integration: { id: i.id }, match: "MATCHED", contactId: existing.id, data: { event: "checkout" } });
  });
});
