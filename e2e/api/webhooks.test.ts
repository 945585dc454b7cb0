import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { webhooks } from "@/db/schema";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { receiverPort } from "./support/receiver";

type Hook = { id: string; name: string; url: string; events: string[]; status: string; maxRetries: number; fieldExclusions: string[]; consecutiveFailureThreshold: number; statusReason: string | null; recentSuccessRate: number | null };

let co: TestCompany;
let write: string;
let read: string;
const okUrl = () => `http://127.0.0.1:${receiverPort(1)}/registration`;

beforeAll(async () => {
  co = await newCompany("wh");
});

// Fresh tokens per test: each has its own 60-requests-a-minute budget.
beforeEach(async () => {
  write = (await co.token(["webhooks:write", "webhooks:read"])).token;
  read = (await co.token(["webhooks:read"])).token;
});

const create = (body: Record<string, unknown>, token = write) => call<Hook>("POST", "/api/v1/webhooks", { token, body: { name: "Hook", url: okUrl(), events: ["contact.created"], ...body } });

describe("webhook registration", () => {
  it("creates with the spec's defaults, reads, lists with the pagination shape, updates and deletes", async () => {
    const res = await create({ events: ["contact.created", "chatapp.*", "ecommerce.order.*", "*"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Hook", status: "ACTIVE", maxRetries: 3, fieldExclusions: [], consecutiveFailureThreshold: 10, recentSuccessRate: null });
    expect(res.body.id).toMatch(/^wh_/);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|whsec_/i);

    expect((await call<Hook>("GET", `/api/v1/webhooks/${res.body.id}`, { token: read })).body.events).toEqual(["contact.created", "chatapp.*", "ecommerce.order.*", "*"]);
    const list = await call<{ data: Hook[]; pagination: { total: number; page: number } }>("GET", "/api/v1/webhooks?limit=5", { token: read });
    expect(list.status).toBe(200);
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1 });
    expect(list.body.data.map((h) => h.id)).toEqual([res.body.id]);

    const upd = await call<Hook>("PUT", `/api/v1/webhooks/${res.body.id}`, { token: write, body: { name: "Renamed", maxRetries: 5, fieldExclusions: ["data.contact.email"], status: "PAUSED" } });
    expect(upd.body).toMatchObject({ name: "Renamed", maxRetries: 5, fieldExclusions: ["data.contact.email"], status: "PAUSED" });
    expect(upd.body.statusReason).toMatch(/PAUSED/);

    expect((await call("DELETE", `/api/v1/webhooks/${res.body.id}`, { token: write })).status).toBe(200);
    expectError(await call("GET", `/api/v1/webhooks/${res.body.id}`, { token: read }), 404, "NOT_FOUND");
  });

  it.each([
    [{ name: "" }, "name"],
    [{ url: "not a url" }, "url"],
    [{ events: [] }, "events"],
    [{ events: ["contact.nope"] }, "events.0"],
    [{ events: ["chat*"] }, "events.0"],
    [{ events: ["nosuchgroup.*"] }, "events.0"],
    [{ maxRetries: 11 }, "maxRetries"],
    [{ maxRetries: -1 }, "maxRetries"],
    [{ consecutiveFailureThreshold: 4 }, "consecutiveFailureThreshold"],
    [{ consecutiveFailureThreshold: 1001 }, "consecutiveFailureThreshold"],
    [{ fieldExclusions: Array.from({ length: 21 }, (_, i) => `a${i}`) }, "fieldExclusions"],
    [{ fieldExclusions: ["a..b"] }, "fieldExclusions.0"],
  ])("400 naming the field for %j", async (body, field) => {
    const err = expectError(await create(body), 400, "VALIDATION_ERROR");
    expect((err.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain(field);
  });

  it.each([
    ["plain http to a public address", "http://93.184.216.34/hook", /https/],
    ["loopback", "https://127.0.0.1/hook", /non-public/],
    ["another loopback address on an allow-listed port", `https://127.0.0.2:${receiverPort(1)}/hook`, /non-public/],
    ["a host name that resolves to loopback", `https://localhost:${receiverPort(1) + 20}/hook`, /non-public/],
    ["private 10/8", "https://10.0.0.8/hook", /non-public/],
    ["private 192.168/16", "https://192.168.0.10/hook", /non-public/],
    ["link-local", "https://169.254.1.1/hook", /non-public/],
    ["AWS metadata", "https://169.254.169.254/latest/meta-data/", /non-public/],
    ["GCP metadata name", "https://metadata.google.internal/computeMetadata/v1/", /metadata/],
    ["AWS IPv6 metadata", "https://[fd00:ec2::254]/", /non-public/],
    ["carrier-grade NAT", "https://100.64.1.1/hook", /non-public/],
    ["multicast", "https://224.0.0.1/hook", /non-public/],
    ["unspecified", "https://0.0.0.0/hook", /non-public/],
    ["IPv6 loopback", "https://[::1]/hook", /non-public/],
    ["IPv6 unique-local", "https://[fc00::1]/hook", /non-public/],
    ["IPv4-mapped IPv6 loopback", "https://[::ffff:127.0.0.1]/hook", /non-public/],
    ["IPv4-mapped IPv6 private", "https://[::ffff:10.0.0.1]/hook", /non-public/],
    ["a private address on an allow-listed port", `http://10.0.0.1:${receiverPort(1)}/hook`, /https/],
  ])("refuses %s at registration and on update", async (_label, url, reason) => {
    const err = expectError(await create({ url }), 400, "VALIDATION_ERROR");
    expect(err.message).toMatch(/^url: /);
    expect(err.message).toMatch(reason);
    const ok = await create({});
    expectError(await call("PUT", `/api/v1/webhooks/${ok.body.id}`, { token: write, body: { url } }), 400, "VALIDATION_ERROR");
  });

  it("lets only the allow-listed host:port entries in, over http too", async () => {
    expect((await create({ url: `http://127.0.0.1:${receiverPort(2)}/x` })).status).toBe(200);
    expect((await create({ url: `http://localhost:${receiverPort(4)}/x` })).status).toBe(200);
    expectError(await create({ url: `http://localhost:${receiverPort(1)}/x` }), 400, "VALIDATION_ERROR");
  });

  it("reveals the secret to webhooks:write only, stores it sealed, and regenerates it", async () => {
    const hook = (await create({})).body;
    expectError(await call("GET", `/api/v1/webhooks/${hook.id}/secret`, { token: read }), 403, "INSUFFICIENT_PERMISSIONS");
    const first = await call<{ secret: string }>("GET", `/api/v1/webhooks/${hook.id}/secret`, { token: write });
    expect(first.body.secret).toMatch(/^whsec_[0-9A-Za-z]{43}$/);
    const [row] = await getDb().select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row.secretSealed).toMatch(/^v2\.[0-9a-f]{8}\./);
    expect(row.secretSealed).not.toContain(first.body.secret);
    const regen = await call<{ secret: string }>("POST", `/api/v1/webhooks/${hook.id}/secret/regenerate`, { token: write });
    expect(regen.body.secret).not.toBe(first.body.secret);
    expect((await call<{ secret: string }>("GET", `/api/v1/webhooks/${hook.id}/secret`, { token: write })).body.secret).toBe(regen.body.secret);
  });

  it("pauses and resumes idempotently; resume resets the failure count", async () => {
    const hook = (await create({})).body;
    await getDb().update(webhooks).set({ consecutiveFailures: 4 }).where(eq(webhooks.id, hook.id));
    const paused = await call<Hook & { consecutiveFailures: number }>("POST", `/api/v1/webhooks/${hook.id}/pause`, { token: write });
    expect(paused.body.status).toBe("PAUSED");
    expect(paused.body.statusReason).toMatch(/Paused by/);
    expect((await call<Hook>("POST", `/api/v1/webhooks/${hook.id}/pause`, { token: write })).body.status).toBe("PAUSED");
    const resumed = await call<Hook & { consecutiveFailures: number }>("POST", `/api/v1/webhooks/${hook.id}/resume`, { token: write });
    expect(resumed.body).toMatchObject({ status: "ACTIVE", statusReason: null, consecutiveFailures: 0 });
  });

  it("keeps GET /api/v1/webhooks/events working beside /{webhookId}", async () => {
    const res = await call<{ data: unknown[] }>("GET", "/api/v1/webhooks/events", { token: read });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(70);
  });
});
