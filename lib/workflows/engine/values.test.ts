import { describe, expect, it } from "vitest";
import { compare, contactIdOf, getPath, interpolate } from "./values";

describe("workflow values", () => {
  it("reads dot paths and fills variables, a missing one as empty", () => {
    const vars = { contact: { firstName: "Ana" }, event: { message: { text: "hi" } }, steps: { h: { status: 200 } } };
    expect(getPath(vars, "event.message.text")).toBe("hi");
    expect(interpolate("Hi {{contact.firstName}}, you said {{ event.message.text }} ({{steps.h.status}}){{contact.lastName}}", vars)).toBe("Hi Ana, you said hi (200)");
  });

  it("compares text without case, numbers as numbers, dates in order, arrays by element", () => {
    expect(compare("equals", "VIP", "vip")).toBe(true);
    expect(compare("equals", "10", 10)).toBe(true);
    expect(compare("greater_than", "9", "10")).toBe(false);
    expect(compare("greater_than", "2026-02-01T00:00:00Z", "2026-01-31T00:00:00Z")).toBe(true);
    expect(compare("contains", "What is the PRICE?", "price")).toBe(true);
    expect(compare("contains", ["a", "b"], "b")).toBe(true);
    expect(compare("not_contains", "hello", "price")).toBe(true);
    expect(compare("starts_with", "Order 12", "order")).toBe(true);
    expect(compare("is_set", "", undefined)).toBe(false);
    expect(compare("is_not_set", null, undefined)).toBe(true);
    expect(compare("less_than", "abc", 3)).toBe(false);
  });

  it("finds the contact of each event shape", () => {
    expect(contactIdOf({ contact: { id: "ct_1" } })).toBe("ct_1");
    expect(contactIdOf({ contactId: "ct_2" })).toBe("ct_2");
    expect(contactIdOf({ conversation: { contactId: "ct_3" } })).toBe("ct_3");
    expect(contactIdOf({ campaign: {} })).toBeNull();
  });
});
