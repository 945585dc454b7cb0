import { describe, expect, it } from "vitest";
import { buildEnvelope, deliveryBody, removePaths } from "./envelope";
import { backoffMs, retryAfterMs } from "./retry";

const occurredAt = new Date("2026-01-02T03:04:05.000Z");

describe("webhook envelope", () => {
  it("gives message events the spec's envelope with a + phone and a lowercase channel", () => {
    const body = buildEnvelope({
      eventId: "evt_1",
      event: "message.received",
      occurredAt,
      payload: {
        channel: "ChatApp",
        conversationId: "cv_1",
        contact: { id: "ct_1", name: "Ann", phone: "971501234567" },
        message: { id: "msg_1", direction: "inbound", type: "text", text: "hi", status: "received", platformMessageId: "wamid.1", content: { body: "hi" } },
      },
    });
    expect(body).toMatchObject({
      event: "message.received",
      timestamp: "2026-01-02T03:04:05.000Z",
      channel: "chatapp",
      contact: { name: "Ann", phone: "+971501234567" },
      message: { text: "hi", type: "text" },
    });
  });

  it("wraps other events as { id, event, timestamp, data }", () => {
    const body = buildEnvelope({ eventId: "evt_2", event: "contact.created", occurredAt, payload: { contact: { id: "ct_1" } } });
    expect(body).toEqual({ id: "evt_2", event: "contact.created", timestamp: occurredAt.toISOString(), data: { contact: { id: "ct_1" } } });
  });

  it("removes dot-paths, through arrays too, and ignores missing ones", () => {
    const body = removePaths({ a: { b: 1, c: 2 }, list: [{ x: 1, y: 2 }, { x: 3 }], keep: true }, ["a.b", "list.x", "nope.deeper"]);
    expect(body).toEqual({ a: { c: 2 }, list: [{ y: 2 }, {}], keep: true });
  });

  it("applies exclusions to the serialised body", () => {
    const text = deliveryBody({ eventId: "e", event: "contact.updated", occurredAt, payload: { contact: { email: "a@b.c", name: "A" } } }, ["data.contact.email"]);
    expect(JSON.parse(text).data.contact).toEqual({ name: "A" });
  });
});

describe("retry schedule", () => {
  it("doubles from one second", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
  });

  it("honours Retry-After only on 429 and 503", () => {
    expect(retryAfterMs(429, "3")).toBe(3000);
    expect(retryAfterMs(503, new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(retryAfterMs(500, "3")).toBeUndefined();
    expect(retryAfterMs(429, "soon")).toBeUndefined();
  });
});
