import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/domain/errors";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import { inspectTemplateVariables, resolveTemplateComponents, type ResolvableTemplate } from "./resolve-variables";

const contact = { firstName: "Sara", lastName: "Haddad", name: "Sara Haddad", email: "sara@example.com", phone: "971501234567", customFields: { tier: "gold", visits: 3 } };
const order = { total: 129.5, currency: "AED", product: "Desk lamp", status: "shipped", date: new Date("2026-11-20T10:00:00Z"), shippingAddress: "1 Palm St\nDubai", trackingNumber: "TRK42" };

const template = (mapping: ResolvableTemplate["variableMapping"], bodyText = "A {{1}} b."): ResolvableTemplate => ({ name: "t", category: "MARKETING", bodyText, variableMapping: mapping });
const body = (...texts: string[]): TemplateComponent[] => [{ type: "body", parameters: texts.map((text) => ({ type: "text", text })) }];

function failure(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected an AppError");
}

describe("resolveTemplateComponents", () => {
  it.each([
    ["static", "thanks", "thanks"],
    ["contact_field", "firstName", "Sara"],
    ["contact_field", "phone", "971501234567"],
    ["custom_field", "visits", "3"],
    ["order_field", "last.order.total", "129.5 AED"],
    ["order_field", "last.order.date", "2026-11-20"],
    ["order_field", "last.order.shipping_address", "1 Palm St Dubai"],
    ["order_field", "last.order.tracking_number", "TRK42"],
    ["web_event_field", "data.items.0.name", "Blue mug"],
  ])("%s %s", (type, value, text) => {
    const t = template({ "1": { type: type as "static", value } });
    expect(resolveTemplateComponents({ template: t, contact, order, webEvent: { data: { items: [{ name: "Blue mug" }] } } })).toEqual(body(text));
  });

  it("fills every body variable in order", () => {
    const t = template({ "1": { type: "contact_field", value: "firstName" }, "2": { type: "custom_field", value: "tier" } }, "Hi {{1}}, you are {{2}} now.");
    expect(resolveTemplateComponents({ template: t, contact })).toEqual(body("Sara", "gold"));
  });

  it("a body without variables needs nothing", () => {
    expect(resolveTemplateComponents({ template: template(null, "Hello there."), contact })).toEqual([]);
  });

  it.each([
    ["a contact field the contact lacks", { "1": { type: "contact_field", value: "email" } }, { ...contact, email: null }, undefined, /\{\{1\}\}.*contact_field email is empty/],
    ["an order field without an order", { "1": { type: "order_field", value: "last.order.status" } }, contact, undefined, /\{\{1\}\}.*no order given/],
    ["a custom field the contact lacks", { "1": { type: "custom_field", value: "city" } }, contact, undefined, /custom_field city is empty/],
    ["a web event path that is missing", { "1": { type: "web_event_field", value: "data.total" } }, contact, { data: {} }, /web_event_field data\.total is empty/],
    ["no mapping for the variable", {}, contact, undefined, /\{\{1\}\}.*no mapping/],
  ])("409 naming the variable for %s", (_label, mapping, who, webEvent, message) => {
    const err = failure(() => resolveTemplateComponents({ template: template(mapping as ResolvableTemplate["variableMapping"]), contact: who, webEvent }));
    expect(err.code).toBe("CONFLICT");
    expect(err.message).toMatch(message);
    expect(err.details).toEqual({ reason: "variable_unfilled", variable: 1 });
  });

  it("an AUTHENTICATION code must come in components", () => {
    const t: ResolvableTemplate = { name: "otp", category: "AUTHENTICATION", bodyText: "{{1}} is your code.", variableMapping: null };
    expect(failure(() => resolveTemplateComponents({ template: t, contact })).message).toMatch(/one-time code/);
  });
});

describe("inspectTemplateVariables (the preview's account of the send)", () => {
  const t = template({ "1": { type: "contact_field", value: "firstName" }, "2": { type: "static", value: "your latest order" }, "3": { type: "custom_field", value: "order_ref" } }, "Hi {{1}}, {{2}} {{3}} {{4}}.");

  it("reports each variable: filled from the contact, the static fallback, empty and unmapped as missing", () => {
    expect(inspectTemplateVariables({ template: t, contact })).toEqual([
      { variable: 1, source: "contact_field", field: "firstName", value: "Sara", status: "filled", reason: null },
      { variable: 2, source: "static", field: "your latest order", value: "your latest order", status: "fallback", reason: null },
      { variable: 3, source: "custom_field", field: "order_ref", value: null, status: "missing", reason: "custom_field order_ref is empty" },
      { variable: 4, source: "unmapped", field: null, value: null, status: "missing", reason: "the template has no mapping for it" },
    ]);
  });

  it("agrees with the send: the send refuses the first variable the inspection marks missing", () => {
    const err = failure(() => resolveTemplateComponents({ template: t, contact }));
    expect(err.details).toMatchObject({ reason: "variable_unfilled", variable: 3 });
    const full = { ...contact, customFields: { order_ref: "#88" } };
    const mapped = template({ "1": { type: "contact_field", value: "firstName" }, "2": { type: "static", value: "your latest order" }, "3": { type: "custom_field", value: "order_ref" } }, "Hi {{1}}, {{2}} {{3}}.");
    expect(resolveTemplateComponents({ template: mapped, contact: full })).toEqual(body(...inspectTemplateVariables({ template: mapped, contact: full }).map((v) => v.value!)));
  });
});
