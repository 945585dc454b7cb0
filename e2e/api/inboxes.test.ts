import { beforeAll, describe, expect, it } from "vitest";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";

/**
 * /api/v1/inboxes over HTTP (the area's smoke; its behaviour is in lib/inboxes/*.domain.test.ts):
 * a second sandbox number connected, a customer writing to it through the sandbox's inbound
 * route, the reply going out of it, the inbox filter, /me/channels, delete, scopes.
 */
let co: TestCompany;
type Inbox = { id: string; channel: string; name: string; isDefault: boolean; status: string; routingId: string | null };
type Conversation = { id: string; inbox: { id: string; name: string } };

beforeAll(async () => {
  co = await newCompany("inboxes");
});

describe("inboxes", () => {
  it("connects a second number, routes its customer to it, replies from it, and keeps its conversation read-only once deleted", async () => {
    const t = (await co.token(["channels:read", "channels:write", "messages:send", "conversations:read"])).token;
    const created = await call<Inbox>("POST", "/api/v1/inboxes", { token: t, body: { channel: "chatapp", mode: "sandbox", name: "Support" } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ channel: "chatapp", name: "Support", isDefault: false, status: "connected" });

    const listed = await call<{ data: Inbox[] }>("GET", "/api/v1/inboxes?channel=chatapp", { token: t });
    expect(listed.body.data.map((i) => i.name)).toEqual(["+1 555 010 0000 (sandbox)", "Support"]);
    const channels = await call<{ data: { channel: string; inboxes: { id: string; isDefault: boolean }[] }[] }>("GET", "/api/v1/me/channels", { token: t });
    expect(channels.body.data.find((c) => c.channel === "chatapp")!.inboxes.map((i) => i.id)).toEqual([listed.body.data[0].id, created.body.id]);

    const wrote = await call<{ conversationId: string }>("POST", "/api/v1/chatapp/sandbox/inbound", { token: t, body: { from: "971501239001", text: "Hello support", inboxId: created.body.id } });
    expect(wrote.status).toBe(200);
    const conv = await call<Conversation>("GET", `/api/v1/conversations/${wrote.body.conversationId}`, { token: t });
    expect(conv.body.inbox).toEqual({ id: created.body.id, name: "Support" });
    const filtered = await call<{ data: Conversation[] }>("GET", `/api/v1/conversations?inboxId=${created.body.id}`, { token: t });
    expect(filtered.body.data.map((c) => c.id)).toEqual([wrote.body.conversationId]);

    const reply = await call<{ conversationId: string }>("POST", "/api/v1/chatapp/messages/text", { token: t, body: { to: "971501239001", body: "Hi, how can we help?", conversationId: wrote.body.conversationId } });
    expect(reply.status).toBe(200);
    expect(reply.body.conversationId).toBe(wrote.body.conversationId);
    expectError(
      await call("POST", "/api/v1/chatapp/messages/text", { token: t, body: { to: "971501239001", body: "Hi", conversationId: wrote.body.conversationId, inboxId: listed.body.data[0].id } }),
      409,
      "CONFLICT",
    );

    const deleted = await call<Inbox>("DELETE", `/api/v1/inboxes/${created.body.id}`, { token: t });
    expect(deleted.body).toMatchObject({ status: "deleted", routingId: null });
    const readOnly = await call<{ error: { details: { reason: string } } }>("POST", "/api/v1/chatapp/messages/text", { token: t, body: { to: "971501239001", body: "Hi", conversationId: wrote.body.conversationId } });
    expectError(readOnly, 409, "CONFLICT");
    expect(readOnly.body.error.details.reason).toBe("inbox_deleted");
    expect((await call<Conversation>("GET", `/api/v1/conversations/${wrote.body.conversationId}`, { token: t })).status).toBe(200);
  });

  it("names the bad field, and needs channels:write to change inboxes", async () => {
    const t = (await co.token(["channels:read", "channels:write"])).token;
    const noCredentials = await call<{ error: { details: { fields: { path: string }[] } } }>("POST", "/api/v1/inboxes", { token: t, body: { channel: "chatapp", mode: "live" } });
    expectError(noCredentials, 400, "VALIDATION_ERROR");
    expect(noCredentials.body.error.details.fields.map((f) => f.path)).toContain("credentials");
    const badCredentials = await call<{ error: { details: { fields: { path: string }[] } } }>("POST", "/api/v1/inboxes", { token: t, body: { channel: "chatapp", credentials: { wabaId: "1" } } });
    expectError(badCredentials, 400, "VALIDATION_ERROR");
    expect(badCredentials.body.error.details.fields.map((f) => f.path)).toContain("credentials.phoneNumberId");
    expectError(await call("POST", "/api/v1/inboxes", { token: t, body: { channel: "webchat", mode: "sandbox" } }), 400, "VALIDATION_ERROR");
    const [first] = (await call<{ data: Inbox[] }>("GET", "/api/v1/inboxes?channel=chatapp", { token: t })).body.data;
    expectError(await call("PATCH", `/api/v1/inboxes/${first.id}`, { token: t, body: { isDefault: false } }), 400, "VALIDATION_ERROR");
    const reader = (await co.token(["channels:read"])).token;
    expectError(await call("PATCH", `/api/v1/inboxes/${first.id}`, { token: reader, body: { name: "Mine" } }), 403, "INSUFFICIENT_PERMISSIONS");
  });
});
