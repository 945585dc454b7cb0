import { describe, expect, it } from "vitest";
import { buildEnvelope, deliveryBody, removePaths } from "./envelope";
import { backoffMs, retryAfterMs } from "./retry";
import { sampleContactPayload, sampleMessagePayload } from "@/lib/events/payloads/samples";

const occurredAt = new Date("2026-01-02T03:04:05.000Z");

describe("webhook envelope", () => {
  it("gives message events the spec's envelope: channel, contact and message at the top level", () => {
    const payload = sampleMessagePayload({ channel: "chatapp" });
    const body = buildEnvelope({ eventId: "evt_1", event: "message.received", occurredAt, payload });
    expect(body).toEqual({ id: "evt_1", event: "message.received", timestamp: "2026-01-02T03:04:05.000Z", ...payload });
    expect(body).toMatchObject({ channel: "chatapp", contact: { name: "Ana Lima", phone: "+15551234567" }, message: { text: "Where is my parcel?", type: "text" } });
  });

  it("puts every other event's payload at the top level too, so a contact sits where it does in message events", () => {
    const payload = sampleContactPayload();
    const body = buildEnvelope({ eventId: "evt_2", event: "contact.created", occurredAt, payload });
    expect(body).toEqual({ id: "evt_2", event: "contact.created", timestamp: occurredAt.toISOString(), contact: payload.contact });
    expect(body).not.toHaveProperty("data");
  });

  it("removes dot-paths, through arrays too, and ignores missing ones", () => {
    const body = removePaths({ a: { b: 1, c: 2 }, list: [{ x: 1, y: 2 }, { x: 3 }], keep: true }, ["a.b", "list.x", "nope.deeper"]);
    expect(body).toEqual({ a: { c: 2 }, list: [{ y: 2 }, {}], keep: true });
  });

  it("applies exclusions to the serialised body, and reads an old data.-prefixed path as the top-level one", () => {
    const payload = sampleContactPayload();
    const text = deliveryBody({ eventId: "e", event: "contact.updated", occurredAt, payload }, ["contact.email", "data.contact.customFields.plan"]);
    const { email: _e, ...rest } = payload.contact;
    expect(JSON.parse(text).contact).toEqual({ ...rest, customFields: {} });
    // The event's own payload is untouched (other webhooks build their bodies from it).
    expect(payload.contact.email).toBe("ana@example.com");
  });

  it("keeps web_event.received's data (the website's body) for data.-prefixed exclusions", () => {
    const payload = { webEventId: "wev_1", integration: { id: "i", name: "Shop" }, eventName: "checkout", match: "MATCHED", contactId: null, data: { card: "4242", total: 9 } };
    const text = deliveryBody({ eventId: "e", event: "web_event.received", occurredAt, payload }, ["data.card"]);
    expect(JSON.parse(text).data).toEqual({ total: 9 });
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
