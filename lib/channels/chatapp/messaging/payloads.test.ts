import { describe, expect, it } from "vitest";
import type { ChatappSend } from "./cloud-types";
import { buildCloudPayload, summarizeForStorage } from "./payloads";
import { SEND_INPUTS, type SendKind } from "./send-schemas";

/** Parse like the route does, then build: the platform JSON is what the test pins down. */
function build(kind: SendKind, body: Record<string, unknown>) {
  const input = SEND_INPUTS[kind].parse(body);
  return buildCloudPayload({ kind, input } as ChatappSend);
}

const TO = "+971 (50) 123-4567";
const base = { messaging_product: "whatsapp", recipient_type: "individual", to: "971501234567" };

describe("Cloud API payloads, one per send route", () => {
  it("text: digits-only to, preview_url false without a link", () => {
    expect(build("text", { to: TO, body: "Hello Sara" })).toEqual({ ...base, type: "text", text: { preview_url: false, body: "Hello Sara" } });
  });

  it("text: preview_url true when the body holds a URL", () => {
    expect(build("text", { to: TO, body: "Track it: https://shop.example/t/1" })).toEqual({
      ...base,
      type: "text",
      text: { preview_url: true, body: "Track it: https://shop.example/t/1" },
    });
  });

  it("template with components passed through", () => {
    const components = [
      { type: "header", parameters: [{ type: "image", image: { link: "https://cdn.example/h.jpg" } }] },
      { type: "body", parameters: [{ type: "text", text: "Sara" }, { type: "currency", currency: { fallback_value: "$10", code: "USD", amount_1000: 10000 } }] },
      { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "ORD-1" }] },
    ];
    expect(build("template", { to: TO, templateName: "order_update", languageCode: "en_US", components })).toEqual({
      ...base,
      type: "template",
      template: {
        name: "order_update",
        language: { code: "en_US" },
        components: [
          { type: "header", parameters: [{ type: "image", image: { link: "https://cdn.example/h.jpg" } }] },
          { type: "body", parameters: [{ type: "text", text: "Sara" }, { type: "currency", currency: { fallback_value: "$10", code: "USD", amount_1000: 10000 } }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "ORD-1" }] },
        ],
      },
    });
  });

  it("template without components", () => {
    expect(build("template", { to: TO, templateName: "hello_world", languageCode: "en_US" })).toEqual({
      ...base,
      type: "template",
      template: { name: "hello_world", language: { code: "en_US" } },
    });
  });

  it("buttons with a text header and footer", () => {
    expect(
      build("buttons", {
        to: TO,
        body: "Confirm your order?",
        header: "Order #12",
        footer: "Reply within 24h",
        buttons: [
          { id: "yes", title: "Yes" },
          { id: "no", title: "No" },
        ],
      }),
    ).toEqual({
      ...base,
      type: "interactive",
      interactive: {
        type: "button",
        header: { type: "text", text: "Order #12" },
        body: { text: "Confirm your order?" },
        footer: { text: "Reply within 24h" },
        action: {
          buttons: [
            { type: "reply", reply: { id: "yes", title: "Yes" } },
            { type: "reply", reply: { id: "no", title: "No" } },
          ],
        },
      },
    });
  });

  it("buttons with an image header and nothing optional", () => {
    expect(build("buttons", { to: TO, body: "Pick", headerImage: "https://cdn.example/p.png", buttons: [{ id: "a", title: "A" }] })).toEqual({
      ...base,
      type: "interactive",
      interactive: {
        type: "button",
        header: { type: "image", image: { link: "https://cdn.example/p.png" } },
        body: { text: "Pick" },
        action: { buttons: [{ type: "reply", reply: { id: "a", title: "A" } }] },
      },
    });
  });

  it("list", () => {
    expect(
      build("list", {
        to: TO,
        body: "Choose a slot",
        buttonText: "Slots",
        header: "Booking",
        footer: "Times in GST",
        sections: [
          { title: "Morning", rows: [{ id: "m9", title: "09:00", description: "Front desk" }] },
          { title: "Evening", rows: [{ id: "e6", title: "18:00" }] },
        ],
      }),
    ).toEqual({
      ...base,
      type: "interactive",
      interactive: {
        type: "list",
        header: { type: "text", text: "Booking" },
        body: { text: "Choose a slot" },
        footer: { text: "Times in GST" },
        action: {
          button: "Slots",
          sections: [
            { title: "Morning", rows: [{ id: "m9", title: "09:00", description: "Front desk" }] },
            { title: "Evening", rows: [{ id: "e6", title: "18:00" }] },
          ],
        },
      },
    });
  });

  it("cta-url", () => {
    expect(
      build("cta-url", { to: TO, body: "Your invoice is ready", displayText: "Open invoice", url: "https://shop.example/i/9", headerImage: "https://cdn.example/i.jpg", footer: "Thanks" }),
    ).toEqual({
      ...base,
      type: "interactive",
      interactive: {
        type: "cta_url",
        header: { type: "image", image: { link: "https://cdn.example/i.jpg" } },
        body: { text: "Your invoice is ready" },
        footer: { text: "Thanks" },
        action: { name: "cta_url", parameters: { display_text: "Open invoice", url: "https://shop.example/i/9" } },
      },
    });
  });

  it("location-request", () => {
    expect(build("location-request", { to: TO, body: "Where should we deliver?" })).toEqual({
      ...base,
      type: "interactive",
      interactive: { type: "location_request_message", body: { text: "Where should we deliver?" }, action: { name: "send_location" } },
    });
  });

  it("catalog with a thumbnail", () => {
    expect(build("catalog", { to: TO, body: "Browse our menu", footer: "Free delivery", thumbnailProductRetailerId: "sku-1" })).toEqual({
      ...base,
      type: "interactive",
      interactive: {
        type: "catalog_message",
        body: { text: "Browse our menu" },
        footer: { text: "Free delivery" },
        action: { name: "catalog_message", parameters: { thumbnail_product_retailer_id: "sku-1" } },
      },
    });
  });

  it("catalog without a thumbnail leaves parameters out", () => {
    expect(build("catalog", { to: TO, body: "Browse" })).toEqual({
      ...base,
      type: "interactive",
      interactive: { type: "catalog_message", body: { text: "Browse" }, action: { name: "catalog_message" } },
    });
  });

  it("product", () => {
    expect(build("product", { to: TO, catalogId: "194836987003835", productRetailerId: "sku-1", body: "Back in stock", footer: "Limited" })).toEqual({
      ...base,
      type: "interactive",
      interactive: {
        type: "product",
        body: { text: "Back in stock" },
        footer: { text: "Limited" },
        action: { catalog_id: "194836987003835", product_retailer_id: "sku-1" },
      },
    });
  });

  it("product without body or footer", () => {
    expect(build("product", { to: TO, catalogId: "1948", productRetailerId: "sku-1" })).toEqual({
      ...base,
      type: "interactive",
      interactive: { type: "product", action: { catalog_id: "1948", product_retailer_id: "sku-1" } },
    });
  });

  it("product-list", () => {
    expect(
      build("product-list", {
        to: TO,
        header: "New arrivals",
        body: "Picked for you",
        footer: "Tap to view",
        catalogId: "1948",
        sections: [
          { title: "Shoes", productRetailerIds: ["s-1", "s-2"] },
          { title: "Bags", productRetailerIds: ["b-1"] },
        ],
      }),
    ).toEqual({
      ...base,
      type: "interactive",
      interactive: {
        type: "product_list",
        header: { type: "text", text: "New arrivals" },
        body: { text: "Picked for you" },
        footer: { text: "Tap to view" },
        action: {
          catalog_id: "1948",
          sections: [
            { title: "Shoes", product_items: [{ product_retailer_id: "s-1" }, { product_retailer_id: "s-2" }] },
            { title: "Bags", product_items: [{ product_retailer_id: "b-1" }] },
          ],
        },
      },
    });
  });

  it("media: image by link with caption", () => {
    expect(build("media", { to: TO, mediaType: "image", mediaUrl: "https://cdn.example/a.jpg", caption: "Your receipt" })).toEqual({
      ...base,
      type: "image",
      image: { link: "https://cdn.example/a.jpg", caption: "Your receipt" },
    });
  });

  it("media: document by uploaded id with filename", () => {
    expect(build("media", { to: TO, mediaType: "document", mediaId: "1037543291543636", filename: "invoice.pdf", caption: "Invoice" })).toEqual({
      ...base,
      type: "document",
      document: { id: "1037543291543636", caption: "Invoice", filename: "invoice.pdf" },
    });
  });

  it("media: audio and video", () => {
    expect(build("media", { to: TO, mediaType: "audio", mediaUrl: "https://cdn.example/v.ogg" })).toEqual({ ...base, type: "audio", audio: { link: "https://cdn.example/v.ogg" } });
    expect(build("media", { to: TO, mediaType: "video", mediaId: "55" })).toEqual({ ...base, type: "video", video: { id: "55" } });
  });

  it("location", () => {
    expect(build("location", { to: TO, latitude: 25.1972, longitude: 55.2744, name: "Burj Khalifa", address: "1 Sheikh Mohammed bin Rashid Blvd" })).toEqual({
      ...base,
      type: "location",
      location: { latitude: 25.1972, longitude: 55.2744, name: "Burj Khalifa", address: "1 Sheikh Mohammed bin Rashid Blvd" },
    });
    expect(build("location", { to: TO, latitude: 0, longitude: -180 })).toEqual({ ...base, type: "location", location: { latitude: 0, longitude: -180 } });
  });

  const sara = {
    name: { formatted_name: "Sara Ali", first_name: "Sara", last_name: "Ali" },
    phones: [{ phone: "+971 50 123 4567", type: "WORK", wa_id: "971501234567" }],
    emails: [{ email: "sara@example.com", type: "WORK" }],
    urls: [{ url: "https://example.com", type: "WORK" }],
    addresses: [{ street: "1 Main St", city: "Dubai", country: "United Arab Emirates", country_code: "AE", type: "WORK" }],
    org: { company: "Example LLC", title: "Buyer" },
    birthday: "1990-02-28",
  };

  it("contacts: the array, then contact", () => {
    expect(build("contacts", { to: TO, contacts: [sara], contact: { name: { formatted_name: "Omar" } } })).toEqual({
      ...base,
      type: "contacts",
      contacts: [
        {
          name: { formatted_name: "Sara Ali", first_name: "Sara", last_name: "Ali" },
          phones: [{ phone: "+971 50 123 4567", type: "WORK", wa_id: "971501234567" }],
          emails: [{ email: "sara@example.com", type: "WORK" }],
          urls: [{ url: "https://example.com", type: "WORK" }],
          addresses: [{ street: "1 Main St", city: "Dubai", country: "United Arab Emirates", country_code: "AE", type: "WORK" }],
          org: { company: "Example LLC", title: "Buyer" },
          birthday: "1990-02-28",
        },
        { name: { formatted_name: "Omar" } },
      ],
    });
  });

  it("contact: one card", () => {
    expect(build("contact", { to: TO, contact: { name: { formatted_name: "Omar" }, phones: [{ phone: "+20 100 000 0000" }] } })).toEqual({
      ...base,
      type: "contacts",
      contacts: [{ name: { formatted_name: "Omar" }, phones: [{ phone: "+20 100 000 0000" }] }],
    });
  });
});

describe("summarizeForStorage", () => {
  const summarize = (kind: SendKind, body: Record<string, unknown>) => summarizeForStorage({ kind, input: SEND_INPUTS[kind].parse(body) } as ChatappSend);

  it("keeps the request minus routing fields, with our type name and a preview", () => {
    expect(summarize("buttons", { to: TO, conversationId: "cv_1", body: "Pick", buttons: [{ id: "a", title: "A" }] })).toEqual({
      type: "interactive_buttons",
      text: "Pick",
      content: { body: "Pick", buttons: [{ id: "a", title: "A" }] },
    });
    expect(summarize("media", { to: TO, mediaType: "document", mediaId: "9", filename: "a.pdf" })).toEqual({
      type: "document",
      text: "a.pdf",
      content: { mediaType: "document", mediaId: "9", filename: "a.pdf" },
    });
  });

  it("names every route's type", () => {
    const cases: [SendKind, Record<string, unknown>, string, string][] = [
      ["text", { to: TO, body: "hi" }, "text", "hi"],
      ["template", { to: TO, templateName: "hello_world", languageCode: "en_US" }, "template", "Template: hello_world (en_US)"],
      ["list", { to: TO, body: "b", buttonText: "x", sections: [{ rows: [{ id: "1", title: "t" }] }] }, "interactive_list", "b"],
      ["cta-url", { to: TO, body: "b", displayText: "Go", url: "https://x.example" }, "cta_url", "b"],
      ["location-request", { to: TO, body: "b" }, "location_request", "b"],
      ["catalog", { to: TO, body: "b" }, "catalog", "b"],
      ["product", { to: TO, catalogId: "1", productRetailerId: "sku" }, "product", "Product: sku"],
      ["product-list", { to: TO, header: "h", body: "b", catalogId: "1", sections: [{ title: "t", productRetailerIds: ["a"] }] }, "product_list", "b"],
      ["media", { to: TO, mediaType: "image", mediaUrl: "https://x.example/a.jpg" }, "image", "Image"],
      ["location", { to: TO, latitude: 1, longitude: 2 }, "location", "Location: 1, 2"],
      ["contacts", { to: TO, contacts: [{ name: { formatted_name: "A" } }, { name: { formatted_name: "B" } }] }, "contacts", "Contact: A, B"],
      ["contact", { to: TO, contact: { name: { formatted_name: "A" } } }, "contacts", "Contact: A"],
    ];
    for (const [kind, body, type, text] of cases) expect(summarize(kind, body), kind).toMatchObject({ type, text });
  });
});
