import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { catalogItems } from "@/db/schema";
import { newId } from "@/lib/ids";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { inbound, outboxEvents, postCallback, sandboxNumber, waitFor } from "./support/chatapp";

type Msg = { id: string; type: string; text: string; status: string; direction: string; sentAt: string | null; deliveredAt: string | null; readAt: string | null; error: { code: number; message: string } | null; content: Record<string, unknown>; sentBy: { id: string } | null };

let co: TestCompany;
let send: string;
let seq = 0;
const phone = () => `3620${String(Date.now()).slice(-6)}${String(++seq).padStart(2, "0")}`;

async function writes(from: string, text = "hello") {
  await postCallback(inbound(sandboxNumber(co.companyId), from, { type: "text", text: { body: text } }));
  const list = await call<{ data: { id: string; contact: { id: string } }[] }>("GET", `/api/v1/conversations?q=${from}&status=OPEN`, { token: send });
  return list.body.data[0];
}
const thread = async (conversationId: string) => (await call<{ data: Msg[] }>("GET", `/api/v1/conversations/${conversationId}/messages`, { token: send })).body.data;

beforeAll(async () => {
  co = await newCompany("send");
});
// A fresh token per test: one token is limited to 60 requests a minute.
beforeEach(async () => {
  send = (await co.token(["messages:send", "conversations:read", "conversations:write", "contacts:read", "channels:read", "channels:write"])).token;
});

describe("sending on the sandbox", () => {
  it("answers the spec's body, stores the message, and the sandbox ticks move sent → delivered → read", async () => {
    const from = phone();
    const conv = await writes(from);
    const res = await call<{ messageId: string; platformMessageId: string; status: string; conversationId: string }>("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: `+${from}`, body: "Your order has shipped" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messageId: expect.stringMatching(/^msg_/), platformMessageId: expect.stringMatching(/^wamid\./), status: "sent", conversationId: conv.id });
    const read = await waitFor(async () => (await thread(conv.id)).find((m) => m.id === res.body.messageId && m.status === "read"), 15_000);
    expect(read).toMatchObject({ direction: "outbound", type: "text", text: "Your order has shipped" });
    expect(read.sentAt && read.deliveredAt && read.readAt).toBeTruthy();

    const events = await outboxEvents(co.companyId);
    const mine = events.filter((e) => (e.payload as { message?: { id: string } }).message?.id === res.body.messageId);
    expect(mine.map((e) => `${e.event}:${(e.payload as { message: { status: string } }).message.status}`)).toEqual([
      "message.sent:sent",
      "message.status_updated:delivered",
      "chatapp.message.status_changed:delivered",
      "message.status_updated:read",
      "chatapp.message.status_changed:read",
    ]);
    const timeline = await call<{ data: { type: string }[] }>("GET", `/api/v1/contacts/${conv.contact.id}/timeline?types=MESSAGE_SENT`, { token: send });
    expect(timeline.body.data).toHaveLength(1);
  });

  it("fails a number ending in 0000 like the platform does: a 400 naming `to`, the message kept as failed", async () => {
    const from = `${phone().slice(0, -4)}0000`;
    const conv = await writes(from);
    const res = expectError(await call("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: from, body: "hello?" } }), 400, "VALIDATION_ERROR");
    expect(res.message).toMatch(/^to/);
    expect(res.details).toMatchObject({ messageId: expect.any(String), conversationId: conv.id, platform: { code: 131026 } });
    const [failed] = await thread(conv.id);
    expect(failed).toMatchObject({ status: "failed", error: { code: 131026 } });
    const events = (await outboxEvents(co.companyId, "message.status_updated")).filter((e) => (e.payload as { message: { id: string } }).message.id === failed.id);
    expect(events).toHaveLength(1);
  });

  it("sends through the generic channel route like any channel: the number's conversation, its refusals mapped alike", async () => {
    const from = phone();
    const conv = await writes(from);
    const res = await call<{ messageId: string; platformMessageId: string; conversationId: string; messages: { messageId: string }[] }>("POST", "/api/v1/channels/chatapp/send", { token: send, body: { to: `+${from}`, text: "Sent through the port" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ platformMessageId: expect.stringMatching(/^wamid\./), conversationId: conv.id, messages: [{ messageId: res.body.messageId }] });
    expect((await thread(conv.id)).find((m) => m.id === res.body.messageId)).toMatchObject({ direction: "outbound", text: "Sent through the port" });
    const media = await call<{ messageId: string }>("POST", "/api/v1/channels/chatapp/send", { token: send, body: { conversationId: conv.id, media: { type: "image", url: "https://cdn.example.com/menu.png" }, text: "Our menu" } });
    expect(media.status, JSON.stringify(media.body)).toBe(200);
    expect((await thread(conv.id)).find((m) => m.id === media.body.messageId)).toMatchObject({ type: "image" });
    // The platform's refusal, as chatapp's own route maps it.
    const refused = `${phone().slice(0, -4)}0000`;
    await writes(refused);
    const err = expectError(await call("POST", "/api/v1/channels/chatapp/send", { token: send, body: { to: refused, text: "hello?" } }), 400, "VALIDATION_ERROR");
    expect(err.details).toMatchObject({ messageId: expect.any(String), platform: { code: 131026 } });
  });

  it("replies into a given conversation, refusing a closed one, another company's, and a `to` that is someone else", async () => {
    const from = phone();
    const conv = await writes(from);
    const ok = await call<{ conversationId: string }>("POST", "/api/v1/chatapp/messages/location", { token: send, body: { to: from, conversationId: conv.id, latitude: 25.2, longitude: 55.27, name: "Our shop" } });
    expect(ok.body.conversationId).toBe(conv.id);
    expect((await thread(conv.id))[0]).toMatchObject({ type: "location", content: { latitude: 25.2, longitude: 55.27, name: "Our shop" } });
    const mismatch = expectError(await call("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: phone(), conversationId: conv.id, body: "x" } }), 400, "VALIDATION_ERROR");
    expect(mismatch.message).toContain("to");
    await call("POST", `/api/v1/conversations/${conv.id}/close`, { token: send });
    const closed = expectError(await call("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: from, conversationId: conv.id, body: "x" } }), 409, "CONFLICT");
    expect(closed.details).toMatchObject({ reason: "conversation_not_open" });
    const other = await newCompany("send-other");
    const t = (await other.token(["messages:send"])).token;
    expectError(await call("POST", "/api/v1/chatapp/messages/text", { token: t, body: { to: from, conversationId: conv.id, body: "x" } }), 404, "NOT_FOUND");
  });

  it("validates bodies against the spec's and the platform's limits, naming the field", async () => {
    const from = phone();
    const four = [1, 2, 3, 4].map((i) => ({ id: `b${i}`, title: `B${i}` }));
    const r1 = expectError(await call("POST", "/api/v1/chatapp/messages/buttons", { token: send, body: { to: from, body: "Pick", buttons: four } }), 400, "VALIDATION_ERROR");
    expect(r1.message).toContain("buttons");
    const r2 = expectError(await call("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: "call me", body: "x" } }), 400, "VALIDATION_ERROR");
    expect(r2.message).toContain("to");
    const r3 = expectError(await call("POST", "/api/v1/chatapp/messages/buttons", { token: send, body: { to: from, body: "x", buttons: [{ id: "a", title: "A" }], headerImage: `https://x.example/${"a".repeat(2050)}` } }), 400, "VALIDATION_ERROR");
    expect(r3.message).toContain("headerImage");
    expectError(await call("POST", "/api/v1/chatapp/messages/location", { token: send, body: { to: from, latitude: 91, longitude: 0 } }), 400, "VALIDATION_ERROR");
  });

  it("sends a catalog card for a product or service, in Arabic or English, and 404s unknown items", async () => {
    const from = phone();
    const conv = await writes(from);
    const itemId = newId("itm");
    await getDb().insert(catalogItems).values({ id: itemId, companyId: co.companyId, kind: "service", nameEn: "Tailoring", nameAr: "خياطة", descriptionEn: "Fitted in 2 days", descriptionAr: "خلال يومين", price: "120.00", currency: "AED", url: "https://shop.example/s/tailoring", imageUrl: "https://shop.example/t.jpg" });
    const ar = await call<{ messageId: string }>("POST", "/api/v1/chatapp/messages/catalog-card", { token: send, body: { conversationId: conv.id, itemType: "service", itemId, language: "ar" } });
    expect(ar.status).toBe(200);
    const [m] = await thread(conv.id);
    expect(m).toMatchObject({ id: ar.body.messageId, type: "cta_url" });
    expect(m.text).toContain("خياطة");
    expectError(await call("POST", "/api/v1/chatapp/messages/catalog-card", { token: send, body: { conversationId: conv.id, itemType: "product", itemId, language: "en" } }), 404, "NOT_FOUND");
    expectError(await call("POST", "/api/v1/chatapp/messages/catalog-card", { token: send, body: { conversationId: conv.id, itemType: "service", itemId, language: "fr" } }), 400, "VALIDATION_ERROR");
  });

  it("uploads media (base64) and sends it by the returned id", async () => {
    const from = phone();
    const conv = await writes(from);
    const jpeg = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");
    const up = await call<{ mediaId: string }>("POST", "/api/v1/chatapp/media/upload", { token: send, body: { mediaType: "image", base64: jpeg.toString("base64"), mimeType: "image/jpeg" } });
    expect(up.status).toBe(200);
    const sent = await call("POST", "/api/v1/chatapp/messages/media", { token: send, body: { to: from, mediaType: "image", mediaId: up.body.mediaId, caption: "The blue one" } });
    expect(sent.status).toBe(200);
    expect((await thread(conv.id))[0]).toMatchObject({ type: "image", text: "The blue one", content: { mediaId: up.body.mediaId } });
    const wrongType = expectError(await call("POST", "/api/v1/chatapp/media/upload", { token: send, body: { mediaType: "image", base64: jpeg.toString("base64"), mimeType: "application/pdf" } }), 400, "VALIDATION_ERROR");
    expect(wrongType.message).toContain("mimeType");
    const ssrf = expectError(await call("POST", "/api/v1/chatapp/media/upload", { token: send, body: { mediaType: "image", mediaUrl: "http://169.254.169.254/latest/meta-data/" } }), 400, "VALIDATION_ERROR");
    expect(ssrf.message).toContain("mediaUrl");
  });

  it("marks an inbound message read, refusing outbound ones", async () => {
    const from = phone();
    const conv = await writes(from);
    const [inboundMsg] = await thread(conv.id);
    const res = await call<{ messageId: string; readAt: string }>("POST", `/api/v1/chatapp/messages/${inboundMsg.id}/read`, { token: send });
    expect(res.status).toBe(200);
    expect(res.body.messageId).toBe(inboundMsg.id);
    const out = await call<{ messageId: string }>("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: from, body: "ok" } });
    expectError(await call("POST", `/api/v1/chatapp/messages/${out.body.messageId}/read`, { token: send }), 409, "CONFLICT");
    expectError(await call("POST", "/api/v1/chatapp/messages/msg_nope/read", { token: send }), 404, "NOT_FOUND");
  });
});

describe("sandbox simulator and channel connection", () => {
  it("simulates a customer through the inbound path", async () => {
    const res = await call<{ messageId: string; conversationId: string }>("POST", "/api/v1/chatapp/sandbox/inbound", { token: send, body: { from: "+44 7700 900123", name: "Ada", text: "Is it in stock?" } });
    expect(res.status).toBe(200);
    const [m] = await thread(res.body.conversationId);
    expect(m).toMatchObject({ id: res.body.messageId, direction: "inbound", text: "Is it in stock?" });
    expectError(await call("POST", "/api/v1/chatapp/sandbox/inbound", { token: send, body: { from: "+44 7700 900123" } }), 400, "VALIDATION_ERROR");
  });

  it("the layer's simulated customer on chatapp: the same contact by phone, its conversation and the message", async () => {
    const res = await call<{ messageId: string; conversationId: string; contactId: string }>("POST", "/api/v1/channels/chatapp/sandbox/inbound", { token: send, body: { from: "+44 7700 900456", name: "Layer Sim", text: "Through the layer" } });
    expect(res.status).toBe(200);
    const [m] = await thread(res.body.conversationId);
    expect(m).toMatchObject({ id: res.body.messageId, direction: "inbound", text: "Through the layer" });
    const again = await call<{ contactId: string; conversationId: string }>("POST", "/api/v1/chatapp/sandbox/inbound", { token: send, body: { from: "447700900456", text: "Same customer" } });
    expect(again.body).toMatchObject({ contactId: res.body.contactId, conversationId: res.body.conversationId });
    const contact = await call<{ phone: string; name: string }>("GET", `/api/v1/contacts/${res.body.contactId}`, { token: send });
    expect(contact.body).toMatchObject({ phone: "447700900456", name: "Layer Sim" });
    const bad = expectError(await call("POST", "/api/v1/channels/chatapp/sandbox/inbound", { token: send, body: { from: "not a phone!", text: "x" } }), 400, "VALIDATION_ERROR");
    expect((bad.details as { fields: { path: string }[] }).fields[0].path).toBe("from");
  });

  it("reports every channel, tests the sandbox, disconnects (sends then 409) and switches back", async () => {
    const f = await newCompany("chan");
    const t = (await f.token(["channels:read", "channels:write", "messages:send"])).token;
    const mine = await call<{ data: { channel: string; status: string; mode: string | null }[] }>("GET", "/api/v1/me/channels", { token: t });
    expect(mine.body.data.map((c) => `${c.channel}:${c.status}:${c.mode}`)).toEqual(["chatapp:connected:sandbox", "photoapp:not_connected:null", "socialchat:not_connected:null", "botchat:not_connected:null", "webchat:not_connected:null", "sms:not_connected:null", "email:not_connected:null"]);
    const test = await call<{ ok: boolean }>("POST", "/api/v1/channels/chatapp/test", { token: t });
    expect(test.body.ok).toBe(true);
    expect((await call<{ lastCheckedAt: string | null }>("GET", "/api/v1/channels/chatapp", { token: t })).body.lastCheckedAt).not.toBeNull();
    expect((await call<{ status: string }>("DELETE", "/api/v1/channels/chatapp", { token: t })).body.status).toBe("not_connected");
    const refused = expectError(await call("POST", "/api/v1/chatapp/messages/template", { token: t, body: { to: "15550101234", templateName: "hello_world", languageCode: "en_US" } }), 409, "CONFLICT");
    expect(refused.details).toMatchObject({ reason: "channel_not_connected" });
    expect((await call<{ mode: string }>("POST", "/api/v1/channels/chatapp/sandbox", { token: t })).body.mode).toBe("sandbox");
    const badConnect = expectError(await call("PUT", "/api/v1/channels/chatapp", { token: t, body: { phoneNumberId: "12/34", wabaId: "1", accessToken: "short" } }), 400, "VALIDATION_ERROR");
    expect((badConnect.details as { fields: { path: string }[] }).fields.map((x) => x.path).sort()).toEqual(["accessToken", "phoneNumberId"]);
  });
});
