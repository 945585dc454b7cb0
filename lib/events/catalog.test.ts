import { describe, expect, it } from "vitest";
import { EVENT_TYPES, eventMatches, isValidEventPattern } from "./catalog";

describe("event catalog patterns", () => {
  it("accepts exact names, * and prefixes of real groups", () => {
    expect(isValidEventPattern("message.received")).toBe(true);
    expect(isValidEventPattern("*")).toBe(true);
    expect(isValidEventPattern("chatapp.*")).toBe(true);
    expect(isValidEventPattern("ecommerce.order.*")).toBe(true);
    expect(isValidEventPattern("ticket.*")).toBe(true);
  });

  it("refuses unknown names, unknown prefixes and partial words", () => {
    expect(isValidEventPattern("message.deleted")).toBe(false);
    expect(isValidEventPattern("fax.*")).toBe(false);
    expect(isValidEventPattern("chat*")).toBe(false);
    expect(isValidEventPattern("chatap.*")).toBe(false);
    expect(isValidEventPattern("")).toBe(false);
  });

  it("matches events to patterns on dot boundaries", () => {
    expect(eventMatches("chatapp.*", "chatapp.message.received")).toBe(true);
    expect(eventMatches("ecommerce.order.*", "ecommerce.order.paid")).toBe(true);
    expect(eventMatches("ecommerce.order.*", "ecommerce.cart.abandoned")).toBe(false);
    expect(eventMatches("order.*", "ecommerce.order.paid")).toBe(false);
    expect(eventMatches("*", "anything.at.all")).toBe(true);
    expect(eventMatches("message.sent", "message.sent")).toBe(true);
    expect(eventMatches("message.sent", "message.received")).toBe(false);
  });

  it("names every event once, inside its group", () => {
    const names = EVENT_TYPES.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const e of EVENT_TYPES) expect(e.name.startsWith(`${e.group}.`)).toBe(true);
  });
});
