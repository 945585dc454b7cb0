import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { messages } from "@/db/schema";
import { newId } from "@/lib/ids";
import { newCompany, type TestCompany } from "./support/fixtures";
import { call, expectError } from "./support/http";
import { approvedTemplate, utilityTemplate } from "./support/templates";
import { callbackBody, inbound, outboxEvents, postCallback, sandboxNumber, unix, waitFor, wamid } from "./support/chatapp";

type Msg = { id: string; type: string; text: string | null; content: Record<string, unknown>; status: string; direction: string; platformMessageId: string };
type Conv = { id: string; status: string; unreadCount: number; contact: { id: string; name: string; phone: string }; window: { open: boolean }; lastMessagePreview: string };

let co: TestCompany;
let read: string;
let number: string;
let seq = 0;
const phone = () => `97150${String(Date.now()).slice(-5)}${String(++seq).padStart(2, "0")}`;

async function conversationOf(from: string) {
  const list = await call<{ data: Conv[] }>("GET", `/api/v1/conversations?q=${from}`, { token: read });
  return list.body.data[0];
}
async function messagesOf(conversationId: string) {
  return (await call<{ data: Msg[] }>("GET", `/api/v1/conversations/${conversationId}/messages`, { token: read })).body.data;
}

beforeAll(async () => {
  co = await newCompany("inb");
  number = sandboxNumber(co.companyId);
});
// A fresh token per test: one token is limited to 60 requests a minute.
beforeEach(async () => {
  read = (await co.token(["conversations:read", "contacts:read", "messages:send"])).token;
});

describe("GET /api/channels/chatapp/webhook (verification handshake)", () => {
  it("echoes hub.challenge for the right verify token, 403 otherwise", async () => {
    const ok = await call("GET", "/api/channels/chatapp/webhook?hub.mode=subscribe&hub.verify_token=test-chatapp-verify-token&hub.challenge=1158201444");
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(1158201444); // the raw text body, parsed as JSON by the helper
    const bad = await call("GET", "/api/channels/chatapp/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1");
    expectError(bad, 403, "FORBIDDEN");
  });
});

describe("POST /api/channels/chatapp/webhook (signature)", () => {
  it("refuses a wrong, missing or malformed X-Hub-Signature-256 with 401 and stores nothing", async () => {
    const from = phone();
    const body = inbound(number, from, { type: "text", text: { body: "forged" } });
    expectError(await postCallback(body, `sha256=${"0".repeat(64)}`), 401, "UNAUTHORIZED");
    expectError(await postCallback(body, "sha256=abc"), 401, "UNAUTHORIZED");
    const raw = JSON.stringify(body);
    expectError(await call("POST", "/api/channels/chatapp/webhook", { rawBody: raw, headers: { "content-type": "application/json" } }), 401, "UNAUTHORIZED");
    // A body changed after signing (one space) no longer verifies: the signature covers the raw bytes.
    const { hubSignature } = await import("@/lib/channels/chatapp/messaging/signature");
    const res = await call("POST", "/api/channels/chatapp/webhook", { rawBody: `${raw} `, headers: { "content-type": "application/json", "x-hub-signature-256": hubSignature(raw, "test-chatapp-app-secret") } });
    expectError(res, 401, "UNAUTHORIZED");
    expect(await conversationOf(from)).toBeUndefined();
  });

  it("answers 400 for a signed body that is not a callback", async () => {
    expectError(await postCallback({ hello: "world" }), 400, "VALIDATION_ERROR");
  });

  it("acknowledges a callback for a number no company has, storing nothing", async () => {
    const res = await postCallback(inbound("999000111222", phone(), { type: "text", text: { body: "lost" } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: 0, ignored: 1 });
  });
});

// Every inbound type of the Cloud API, as the platform sends it, and what we store and emit.
const FIXTURES: { name: string; message: Record<string, unknown>; type: string; text: string; event: string | string[] | null; content: Record<string, unknown> }[] = [
  { name: "text", message: { type: "text", text: { body: "Hello, is the blue one in stock?" } }, type: "text", text: "Hello, is the blue one in stock?", event: "chatapp.message.received", content: { body: "Hello, is the blue one in stock?" } },
  { name: "image", message: { type: "image", image: { caption: "This one", mime_type: "image/jpeg", sha256: "N1FVn2rqh4gK7s2mBfN0yDmHjgkx4lnvMUSFBvlgSb4=", id: "1479537139650973" } }, type: "image", text: "This one", event: "chatapp.media.received", content: { media: { id: "1479537139650973", mime_type: "image/jpeg" } } },
  { name: "video", message: { type: "video", video: { mime_type: "video/mp4", sha256: "abc=", id: "2216154168742381" } }, type: "video", text: "Video", event: "chatapp.media.received", content: { media: { id: "2216154168742381" } } },
  { name: "audio", message: { type: "audio", audio: { mime_type: "audio/mpeg", sha256: "abc=", id: "915829047131040", voice: false } }, type: "audio", text: "Audio", event: "chatapp.media.received", content: { media: { id: "915829047131040" } } },
  { name: "voice note", message: { type: "audio", audio: { mime_type: "audio/ogg; codecs=opus", sha256: "abc=", id: "1034592158138510", voice: true } }, type: "voice", text: "Voice message", event: "chatapp.voice.received", content: { media: { voice: true } } },
  { name: "document", message: { type: "document", document: { filename: "invoice-1043.pdf", mime_type: "application/pdf", sha256: "abc=", id: "1184735262876209" } }, type: "document", text: "invoice-1043.pdf", event: "chatapp.media.received", content: { media: { filename: "invoice-1043.pdf" } } },
  { name: "sticker", message: { type: "sticker", sticker: { mime_type: "image/webp", sha256: "abc=", id: "1228144838233934", animated: false } }, type: "sticker", text: "Sticker", event: "chatapp.media.received", content: { media: { mime_type: "image/webp" } } },
  { name: "location", message: { type: "location", location: { latitude: 25.1972, longitude: 55.2744, name: "Dubai Mall", address: "Financial Centre Rd" } }, type: "location", text: "Dubai Mall", event: "chatapp.location.received", content: { location: { latitude: 25.1972, longitude: 55.2744 } } },
  {
    name: "contacts",
    message: { type: "contacts", contacts: [{ name: { formatted_name: "Omar Haddad", first_name: "Omar", last_name: "Haddad" }, phones: [{ phone: "+971 50 555 0101", wa_id: "971505550101", type: "CELL" }] }] },
    type: "contacts",
    text: "Omar Haddad",
    event: "chatapp.contact_card.received",
    content: { contacts: [{ name: { formatted_name: "Omar Haddad" } }] },
  },
  { name: "button reply", message: { type: "interactive", interactive: { type: "button_reply", button_reply: { id: "confirm-yes", title: "Yes, confirm" } } }, type: "button_reply", text: "Yes, confirm", event: "chatapp.button.clicked", content: { reply: { id: "confirm-yes" } } },
  { name: "list reply", message: { type: "interactive", interactive: { type: "list_reply", list_reply: { id: "slot-10", title: "10:00", description: "Tomorrow morning" } } }, type: "list_reply", text: "10:00", event: "chatapp.list.selected", content: { reply: { id: "slot-10", description: "Tomorrow morning" } } },
  { name: "template quick reply", message: { type: "button", button: { payload: "STOP_PROMOS", text: "Stop promotions" }, context: { from: "15550783881", id: "wamid.HBgLMTY1MDUwNzY1MjAVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA" } }, type: "button", text: "Stop promotions", event: "chatapp.template.reply", content: { button: { payload: "STOP_PROMOS" }, context: { from: "15550783881" } } },
  {
    name: "order",
    message: { type: "order", order: { catalog_id: "194836987003835", text: "Deliver after 6pm", product_items: [{ product_retailer_id: "sku-blue-m", quantity: 2, item_price: 49.5, currency: "AED" }] } },
    type: "order",
    text: "Deliver after 6pm",
    event: "chatapp.order.placed",
    content: { order: { catalog_id: "194836987003835", product_items: [{ product_retailer_id: "sku-blue-m", quantity: 2 }] } },
  },
  {
    name: "referral (click-to-chat ad)",
    message: { type: "text", text: { body: "Hi, I saw your ad" }, referral: { source_url: "https://fb.me/3cr4Wqqkv", source_id: "6513004356786", source_type: "ad", headline: "Winter sale", body: "50% off", media_type: "image", image_url: "https://example.com/ad.jpg", ctwa_clid: "ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-GABDLOPaOdRMv-_zfUQ2a" } },
    type: "text",
    text: "Hi, I saw your ad",
    // A text that came from an ad is both: the text event and the referral event.
    event: ["chatapp.message.received", "chatapp.referral.received"],
    content: { referral: { source_id: "6513004356786", source_type: "ad" } },
  },
  {
    name: "flow reply",
    message: { type: "interactive", interactive: { type: "nfm_reply", nfm_reply: { name: "flow", body: "Sent", response_json: '{"flow_token":"booking-1","size":"M","date":"2026-12-01"}' } } },
    type: "flow_reply",
    text: "Sent",
    event: "chatapp.flow.completed",
    content: { flow: { response: { flow_token: "booking-1", size: "M", date: "2026-12-01" } } },
  },
  { name: "reaction", message: { type: "reaction", reaction: { message_id: "wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA", emoji: "👍" } }, type: "reaction", text: "👍", event: "chatapp.reaction.received", content: { reaction: { emoji: "👍" } } },
  { name: "unsupported", message: { type: "unsupported", errors: [{ code: 131051, title: "Message type unknown" }] }, type: "unsupported", text: "Unsupported message", event: null, content: { platformType: "unsupported" } },
];

describe("inbound messages of every type", () => {
  for (const f of FIXTURES) {
    it(`stores a ${f.name} message and emits message.received${f.event ? ` and ${[f.event].flat().join(", ")}` : ""}`, async () => {
      const from = phone();
      const body = inbound(number, from, f.message, "Layla Noor");
      const res = await postCallback(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ received: 1, duplicates: 0 });

      const conv = await conversationOf(from);
      expect(conv).toMatchObject({ status: "OPEN", contact: { name: "Layla Noor", phone: from }, window: { open: true } });
      const [m] = await messagesOf(conv.id);
      expect(m).toMatchObject({ direction: "inbound", type: f.type, text: f.text, status: "received", platformMessageId: (body.entry[0].changes[0].value.messages as { id: string }[])[0].id, content: f.content });

      const events = await outboxEvents(co.companyId);
      const mine = events.filter((e) => (e.payload as { message?: { id: string } }).message?.id === m.id).map((e) => e.event);
      expect(mine.sort()).toEqual(["message.received", ...(f.event ? [f.event].flat() : [])].sort());
      const received = events.find((e) => e.event === "message.received" && (e.payload as { message: { id: string } }).message.id === m.id)!;
      expect(received.payload).toMatchObject({ channel: "chatapp", conversationId: conv.id, contact: { id: conv.contact.id, name: "Layla Noor", phone: `+${from}` }, message: { type: f.type, text: f.text, direction: "inbound" } });
    });
  }
});

describe("inbound bookkeeping", () => {
  it("creates the contact (source CHATAPP), opens one conversation, counts unread, writes the timeline and emits conversation and contact events once", async () => {
    const from = phone();
    await postCallback(inbound(number, from, { type: "text", text: { body: "first" } }, "Karim Aziz"));
    await postCallback(inbound(number, from, { type: "text", text: { body: "second" } }, "Karim Aziz"));
    await postCallback(inbound(number, from, { type: "reaction", reaction: { message_id: "wamid.X", emoji: "❤️" } }, "Karim Aziz"));
    const conv = await conversationOf(from);
    expect(conv.unreadCount).toBe(2); // the reaction is not unread
    expect(conv.lastMessagePreview).toBe("❤️");

    const contact = await call<{ source: string; channelType: string; lastInteractionAt: string; name: string }>("GET", `/api/v1/contacts/${conv.contact.id}`, { token: read });
    expect(contact.body).toMatchObject({ source: "CHATAPP", channelType: "CHATAPP", name: "Karim Aziz", firstName: "Karim", lastName: "Aziz" });
    expect(Date.now() - Date.parse(contact.body.lastInteractionAt)).toBeLessThan(60_000);

    const timeline = await call<{ data: { type: string; data: { text?: string } }[] }>("GET", `/api/v1/contacts/${conv.contact.id}/timeline`, { token: read });
    expect(timeline.body.data.map((t) => t.type)).toEqual(["MESSAGE_RECEIVED", "MESSAGE_RECEIVED", "MESSAGE_RECEIVED", "CONTACT_CREATED"]);

    const events = await outboxEvents(co.companyId);
    const about = (name: string) => events.filter((e) => e.event === name && JSON.stringify(e.payload).includes(conv.id));
    expect(about("conversation.created")).toHaveLength(1);
    expect(about("conversation.opened")).toHaveLength(1);
    expect(events.filter((e) => e.event === "contact.created" && (e.payload as { contact: { id: string } }).contact.id === conv.contact.id)).toHaveLength(1);
  });

  it("stores a re-sent callback once, also when the copies arrive at the same time", async () => {
    const from = phone();
    const body = inbound(number, from, { type: "text", text: { body: "only once" } });
    const first = await postCallback(body);
    const again = await postCallback(body);
    expect(first.body).toMatchObject({ received: 1 });
    expect(again.body).toMatchObject({ received: 0, duplicates: 1 });

    const burst = inbound(number, from, { type: "text", text: { body: "burst" } });
    const results = await Promise.all(Array.from({ length: 6 }, () => postCallback(burst)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Copies answered inline report what they did; a copy that arrived while the server was
    // busy is queued (stored in the inbox, processed right after). Never more than one stored.
    const answers = results.map((r) => r.body as { received: number; duplicates: number; queued: boolean });
    const stored = answers.reduce((n, a) => n + a.received, 0);
    // Exactly one copy stored it, unless the one that did was queued.
    expect(stored).toBe(answers.some((a) => a.queued) ? Math.min(stored, 1) : 1);
    expect(answers.every((a) => a.queued || a.received + a.duplicates === 1)).toBe(true);

    const conv = await conversationOf(from);
    const texts = await waitFor(async () => {
      const list = (await messagesOf(conv.id)).map((m) => m.text);
      return list.length >= 2 ? list : null;
    }, 10_000, 300);
    expect(texts).toEqual(["burst", "only once"]);
    const received = (await outboxEvents(co.companyId, "message.received")).filter((e) => (e.payload as { conversationId: string }).conversationId === conv.id);
    expect(received).toHaveLength(2);
  });

  it("opens a new conversation after the previous one was closed, keeping the old one", async () => {
    const from = phone();
    await postCallback(inbound(number, from, { type: "text", text: { body: "before close" } }));
    const first = await conversationOf(from);
    const write = (await co.token(["conversations:write"])).token;
    expect((await call("POST", `/api/v1/conversations/${first.id}/close`, { token: write })).status).toBe(200);
    await postCallback(inbound(number, from, { type: "text", text: { body: "after close" } }));
    const all = await call<{ data: Conv[] }>("GET", `/api/v1/conversations?contactId=${first.contact.id}`, { token: read });
    expect(all.body.data.map((c) => c.status).sort()).toEqual(["CLOSED", "OPEN"]);
  });
});

describe("status callbacks", () => {
  async function outbound(platformMessageId: string) {
    const from = phone();
    await postCallback(inbound(number, from, { type: "text", text: { body: "hi" } }));
    const conv = await conversationOf(from);
    const id = newId("msg");
    // An accepted send, as the send path leaves it; the platform's callbacks move it on.
    await getDb().insert(messages).values({ id, companyId: co.companyId, conversationId: conv.id, contactId: conv.contact.id, channel: "CHATAPP", direction: "outbound", type: "text", text: "Your order shipped", content: {}, status: "sent", platformMessageId, sentAt: new Date() });
    return { id, conv, from };
  }
  const status = (id: string, s: string, from: string, extra: Record<string, unknown> = {}) => callbackBody(number, { statuses: [{ id, status: s, timestamp: unix(), recipient_id: from, ...extra }] });
  const get = async (conversationId: string, id: string) => (await messagesOf(conversationId)).find((m) => m.id === id) as Msg & { deliveredAt: string | null; readAt: string | null; error: { code: number; message: string } | null };

  it("moves sent → delivered → read, ignores a late delivered, and emits status events per change", async () => {
    const pid = wamid();
    const { id, conv, from } = await outbound(pid);
    await postCallback(status(pid, "delivered", from));
    expect(await get(conv.id, id)).toMatchObject({ status: "delivered" });
    await postCallback(status(pid, "read", from));
    await postCallback(status(pid, "delivered", from)); // late and out of order
    const m = await get(conv.id, id);
    expect(m.status).toBe("read");
    expect(m.readAt).not.toBeNull();
    const changes = (await outboxEvents(co.companyId, "chatapp.message.status_changed")).filter((e) => (e.payload as { message: { id: string } }).message.id === id);
    expect(changes.map((e) => (e.payload as { message: { status: string } }).message.status)).toEqual(["delivered", "read"]);
    const updated = (await outboxEvents(co.companyId, "message.status_updated")).filter((e) => (e.payload as { message: { id: string } }).message.id === id);
    expect(updated).toHaveLength(2);
  });

  it("accepts a read that comes without a delivered", async () => {
    const pid = wamid();
    const { id, conv, from } = await outbound(pid);
    await postCallback(status(pid, "read", from));
    const m = await get(conv.id, id);
    expect(m.status).toBe("read");
    expect(m.deliveredAt).not.toBeNull();
  });

  it("records a failure with the platform's reason", async () => {
    const pid = wamid();
    const { id, conv, from } = await outbound(pid);
    await postCallback(status(pid, "failed", from, { errors: [{ code: 131047, title: "Re-engagement message", message: "Re-engagement message", error_data: { details: "Message failed to send because more than 24 hours have passed since the customer last replied to this number." } }] }));
    const m = await get(conv.id, id);
    expect(m.status).toBe("failed");
    expect(m.error).toMatchObject({ code: 131047, message: expect.stringContaining("24 hours") });
  });

  it("defers statuses for ids it does not know yet, and never applies another company's", async () => {
    // A live platform's callback can beat the send's own commit: the status is tried again shortly.
    const res = await postCallback(status(wamid(), "delivered", "15550001111"));
    expect(res.body).toMatchObject({ statuses: 0, deferred: 1, ignored: 0 });
    const other = await newCompany("inb-other");
    const pid = wamid();
    const { id, conv, from } = await outbound(pid);
    await postCallback(callbackBody(sandboxNumber(other.companyId), { statuses: [{ id: pid, status: "read", timestamp: unix(), recipient_id: from }] }));
    expect(await get(conv.id, id)).toMatchObject({ status: "sent" });
  });
});

describe("the 24-hour window", () => {
  it("allows free-form replies within 24 hours of the last inbound message and refuses them after, while templates always go", async () => {
    const send = (await co.token(["messages:send", "templates:write", "templates:read"])).token;
    await approvedTemplate(send, utilityTemplate("order_update", { variableMapping: { "1": { type: "static", value: "there" } } }));
    const fresh = phone();
    await postCallback(inbound(number, fresh, { type: "text", text: { body: "just now" } }));
    const ok = await call<{ status: string; conversationId: string }>("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: `+${fresh}`, body: "Thanks for writing!" } });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("sent");

    const stale = phone();
    const old = inbound(number, stale, { type: "text", text: { body: "yesterday" } });
    (old.entry[0].changes[0].value.messages as { timestamp: string }[])[0].timestamp = unix(25 * 3600 * 1000);
    await postCallback(old);
    const conv = await conversationOf(stale);
    expect(conv.window.open).toBe(false);
    const refused = expectError(await call("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: stale, body: "Still there?" } }), 409, "CONFLICT");
    expect(refused.details).toMatchObject({ reason: "window_requires_template" });
    const template = await call("POST", "/api/v1/chatapp/messages/template", { token: send, body: { to: stale, templateName: "order_update", languageCode: "en_US" } });
    expect(template.status).toBe(200);

    // A number that never wrote: refused, and nothing is left behind for it.
    const never = phone();
    expectError(await call("POST", "/api/v1/chatapp/messages/text", { token: send, body: { to: never, body: "Hello stranger" } }), 409, "CONFLICT");
    expect(await conversationOf(never)).toBeUndefined();
  });
});
