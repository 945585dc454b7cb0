import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "../catalog";
import { assertEventPayload, EVENT_PAYLOADS } from "./registry";
import { samplePayload, sampleMessagePayload, sampleContactPayload } from "./samples";
import { conversationEventPayload } from "./present";

describe("event payload schemas", () => {
  it("has an entry for every event in the catalog, and nothing else", () => {
    expect(Object.keys(EVENT_PAYLOADS).sort()).toEqual(EVENT_TYPES.map((e) => e.name).sort());
  });

  // Every emitted event type: the payload its real presenter builds passes its schema.
  for (const { name } of EVENT_TYPES) {
    it(`${name}: ${EVENT_PAYLOADS[name].emitted ? "the presenter's payload matches" : "is marked not emitted, and emitting it is refused"}`, () => {
      if (EVENT_PAYLOADS[name].emitted) expect(() => assertEventPayload(name, samplePayload(name))).not.toThrow();
      else expect(() => assertEventPayload(name, {})).toThrow(/has no payload schema yet/);
    });
  }

  it("gives a contact the same shape in message.received and conversation.opened, phone with a leading +", () => {
    const message = sampleMessagePayload();
    const conversation = conversationEventPayload({
      id: "cnv_1", channel: "CHATAPP", inbox: { id: "chn_1", name: "+1 555 010 0000 (sandbox)" }, status: "OPEN",
      contact: { id: "ct_sample", name: "Ana Lima", phone: "15551234567", email: "a@b.c", avatar: null, platformUserId: null },
      assignedAgent: null, team: null, labels: [], snooze: null, unreadCount: 0, lastMessageAt: null, lastMessagePreview: null, lastMessageDirection: null, lastInboundAt: null,
      window: { open: false, expiresAt: null }, createdAt: "2026-01-02T03:04:05.000Z", updatedAt: "2026-01-02T03:04:05.000Z", closedAt: null, resolvedAt: null,
    });
    expect(message.contact).toEqual({ id: "ct_sample", name: "Ana Lima", phone: "+15551234567" });
    expect(conversation.contact).toEqual(message.contact);
    expect(sampleContactPayload().contact).toMatchObject(message.contact);
  });

  it("refuses the old shapes: a phone without +, a contact wrapped in data, an unknown field", () => {
    const digits = sampleMessagePayload();
    digits.contact.phone = "15551234567";
    expect(() => assertEventPayload("message.received", digits)).toThrow(/contact\.phone: must be E\.164/);
    expect(() => assertEventPayload("conversation.opened", { data: { conversation: {} } })).toThrow(/conversation\.opened payload does not match/);
    expect(() => assertEventPayload("contact.created", { ...sampleContactPayload(), extra: 1 })).toThrow(/Unrecognized key/);
    expect(() => assertEventPayload("contact.deleted", {})).toThrow(/not in the event catalog/);
  });
});
