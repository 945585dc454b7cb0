import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createClient, ServiceApiError, unwrap, type ServiceClient } from "@service/sdk";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { newCompany, type TestCompany } from "./support/fixtures";
import { inbound, postCallback, sandboxNumber } from "./support/chatapp";
import { receiverPort } from "./support/receiver";
import { expectDocumented } from "./support/response-contract";

/**
 * What an integrator writes with @service/sdk (sdk/), against the running app: every call
 * below is typed from the OpenAPI document, so this file also fails `tsc` when the document
 * and the SDK drift apart.
 */
const SCOPES = ["contacts:read", "contacts:write", "messages:send", "conversations:read", "webhooks:read", "webhooks:write"];
const digits = () => `4470${randomInt(10_000_000, 100_000_000)}`;

let co: TestCompany;
let client: ServiceClient;

/** The global fetch, checking each answer against the document's response schemas on the way. */
async function documentedFetch(request: Request): Promise<Response> {
  const response = await fetch(request);
  const body = response.headers.get("content-type")?.includes("application/json") ? await response.clone().json() : null;
  await expectDocumented(request.method, request.url, response, body);
  return response;
}

const sdk = (token: string, options: Partial<Parameters<typeof createClient>[0]> = {}) => createClient({ baseUrl: inject("baseUrl"), token, fetch: documentedFetch, ...options });

beforeAll(async () => {
  co = await newCompany("sdk");
  client = sdk((await co.token(SCOPES)).token);
});

describe("the TypeScript SDK against the running app", () => {
  it("creates contacts, filters and tags them, sends a chatapp text, reads the conversation and registers a webhook", async () => {
    const phone = digits();
    const ada = await unwrap(client.POST("/api/v1/contacts", { body: { name: "Ada Lovelace", phone: `+${phone}`, email: "ada@example.com" } }));
    const bob = await unwrap(client.POST("/api/v1/contacts", { body: { name: "Bob Byron", phone: `+${digits()}` } }));
    expect(ada.id).toMatch(/^ct_/);

    const vip = await unwrap(client.POST("/api/v1/contacts/tags", { body: { name: "VIP", color: "#22c55e" } }));
    await unwrap(client.POST("/api/v1/contacts/{id}/tags/{tagId}", { params: { path: { id: ada.id, tagId: vip.id } } }));
    const tagged = await unwrap(client.GET("/api/v1/contacts", { params: { query: { tagIds: vip.id } } }));
    expect(tagged.data.map((c) => c.id)).toEqual([ada.id]);
    expect(tagged.pagination.total).toBe(1);
    const found = await unwrap(client.GET("/api/v1/contacts", { params: { query: { search: "Byron" } } }));
    expect(found.data.map((c) => c.id)).toEqual([bob.id]);

    // The customer writes first (the platform's signed callback), which opens the 24-hour window.
    await postCallback(inbound(sandboxNumber(co.companyId), phone, { type: "text", text: { body: "Is my order on its way?" } }));
    const sent = await unwrap(client.POST("/api/v1/chatapp/messages/text", { body: { to: `+${phone}`, body: "Yes, it ships today" } }));
    expect(sent).toMatchObject({ messageId: expect.stringMatching(/^msg_/), status: "sent" });

    const conversations = await unwrap(client.GET("/api/v1/conversations", { params: { query: { q: phone } } }));
    expect(conversations.data.map((c) => c.id)).toEqual([sent.conversationId]);
    const thread = await unwrap(client.GET("/api/v1/conversations/{conversationId}/messages", { params: { path: { conversationId: sent.conversationId } } }));
    expect(thread.data.map((m) => [m.direction, m.text])).toEqual(expect.arrayContaining([["inbound", "Is my order on its way?"], ["outbound", "Yes, it ships today"]]));

    const hook = await unwrap(client.POST("/api/v1/webhooks", { body: { name: "CRM sync", url: `http://127.0.0.1:${receiverPort(1)}/sdk-crm`, events: ["contact.created", "message.received"] } }));
    expect(hook).toMatchObject({ status: "ACTIVE", events: ["contact.created", "message.received"] });
    expect((await unwrap(client.GET("/api/v1/webhooks/{webhookId}", { params: { path: { webhookId: hook.id } } }))).url).toBe(hook.url);

    // Every answer's budget is kept on the client.
    expect(client.rateLimit).toMatchObject({ limit: 60, remaining: expect.any(Number) });
    expect(client.rateLimit!.remaining).toBeLessThan(60);
  });

  it("types the error body and throws it from unwrap", async () => {
    const { error, response } = await client.POST("/api/v1/contacts", { body: { name: "Bad phone", phone: "call me" } });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe("VALIDATION_ERROR");
    expect(error?.error.requestId).toBe(response.headers.get("x-request-id"));
    expect(error?.error.details).toMatchObject({ fields: [expect.objectContaining({ path: "phone" })] });

    const missing = await unwrap(client.GET("/api/v1/contacts/{id}", { params: { path: { id: "ct_doesnotexist0000000" } } })).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ServiceApiError);
    expect(missing).toMatchObject({ status: 404, code: "NOT_FOUND", requestId: expect.any(String) });
  });

  it("waits out Retry-After on a 429 when asked to, and answers the 429 otherwise", async () => {
    const token = await co.token(["contacts:read"]);
    // This token's window is used up and ends in about 1.5 s.
    const full = () => getDb().insert(rateLimits).values({ key: `token:tok:${token.id}`, points: 60, expire: Date.now() + 1500 }).onConflictDoUpdate({ target: rateLimits.key, set: { points: 60, expire: Date.now() + 1500 } });

    await full();
    const impatient = sdk(token.token);
    const refused = await impatient.GET("/api/v1/contacts");
    expect(refused.error?.error.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    await full();
    const patient = sdk(token.token, { retryOnRateLimit: { retries: 2, maxWaitSeconds: 5 } });
    const started = Date.now();
    const page = await unwrap(patient.GET("/api/v1/contacts"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(page.pagination.total).toBeGreaterThanOrEqual(2);
    expect(patient.rateLimit?.remaining).toBe(59);
  });
});
