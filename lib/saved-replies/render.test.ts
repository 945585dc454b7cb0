import { describe, expect, it } from "vitest";
import { renderSavedReply } from "./render";

const ana = { name: "Ana Ruiz", firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", phone: "971501234567", customFields: { tier: "gold", visits: 3, prefs: { a: 1 } } };

describe("renderSavedReply", () => {
  it("fills the contact's fields and custom fields", () => {
    expect(renderSavedReply("Hi {{contact.firstName}} ({{contact.name}}), {{ contact.tier }} member, {{contact.visits}} visits, call {{contact.phone}}", ana)).toBe(
      "Hi Ana (Ana Ruiz), gold member, 3 visits, call +971501234567",
    );
  });

  it("leaves a known field without value empty, and an unknown variable as typed", () => {
    expect(renderSavedReply("Hi {{contact.lastName}}! {{contact.nickname}} {{order.id}}", { name: "Walk" })).toBe("Hi ! {{contact.nickname}} {{order.id}}");
  });

  it("takes the first word of the name when there is no first name, and never prints an object", () => {
    expect(renderSavedReply("Hi {{contact.firstName}} {{contact.prefs}}.", { name: "Walk Kim", customFields: { prefs: { a: 1 } } })).toBe("Hi Walk .");
  });
});
