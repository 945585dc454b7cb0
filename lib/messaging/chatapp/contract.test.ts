import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeCloudApi, type FakeCloudApi } from "@/lib/testing/fake-cloud-api";
import { createCloudApiClient } from "./cloud-api-client";
import type { ChatappSend } from "./cloud-types";
import { buildCatalogCard, buildCloudPayload } from "./payloads";
import { SEND_INPUTS, type SendKind } from "./send-schemas";

/**
 * Contract: for every send route, a request body goes through the schema, the payload
 * mapping and the client, and the fake platform must receive exactly this JSON with the
 * bearer token and a JSON content type.
 */
let fake: FakeCloudApi;
beforeAll(async () => {
  fake = await startFakeCloudApi({ phoneNumberId: "555000111", accessToken: "EAAG-contract" });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const TO = "+44 20 7946 0958";
const head = { messaging_product: "whatsapp", recipient_type: "individual", to: "442079460958" };
const card = { name: { formatted_name: "Lee" }, phones: [{ phone: "+1 555 0100", type: "CELL" }] };

const cases: [SendKind, Record<string, unknown>, Record<string, unknown>][] = [
  ["text", { to: TO, body: "see www and https://a.example" }, { type: "text", text: { preview_url: true, body: "see www and https://a.example" } }],
  [
    "template",
    { to: TO, templateName: "otp_code", languageCode: "ar", components: [{ type: "body", parameters: [{ type: "text", text: "123456" }] }] },
    { type: "template", template: { name: "otp_code", language: { code: "ar" }, components: [{ type: "body", parameters: [{ type: "text", text: "123456" }] }] } },
  ],
  [
    "buttons",
    { to: TO, body: "Rate us", buttons: [{ id: "good", title: "Good" }, { id: "bad", title: "Bad" }], footer: "Thanks" },
    { type: "interactive", interactive: { type: "button", body: { text: "Rate us" }, footer: { text: "Thanks" }, action: { buttons: [{ type: "reply", reply: { id: "good", title: "Good" } }, { type: "reply", reply: { id: "bad", title: "Bad" } }] } } },
  ],
  [
    "list",
    { to: TO, body: "Menu", buttonText: "See menu", sections: [{ rows: [{ id: "tea", title: "Tea", description: "Hot" }] }] },
    { type: "interactive", interactive: { type: "list", body: { text: "Menu" }, action: { button: "See menu", sections: [{ rows: [{ id: "tea", title: "Tea", description: "Hot" }] }] } } },
  ],
  [
    "cta-url",
    { to: TO, body: "Pay now", displayText: "Pay", url: "https://pay.example/x", header: "Invoice 7" },
    { type: "interactive", interactive: { type: "cta_url", header: { type: "text", text: "Invoice 7" }, body: { text: "Pay now" }, action: { name: "cta_url", parameters: { display_text: "Pay", url: "https://pay.example/x" } } } },
  ],
  ["location-request", { to: TO, body: "Share your location" }, { type: "interactive", interactive: { type: "location_request_message", body: { text: "Share your location" }, action: { name: "send_location" } } }],
  [
    "catalog",
    { to: TO, body: "Our catalog", thumbnailProductRetailerId: "sku-9" },
    { type: "interactive", interactive: { type: "catalog_message", body: { text: "Our catalog" }, action: { name: "catalog_message", parameters: { thumbnail_product_retailer_id: "sku-9" } } } },
  ],
  ["product", { to: TO, catalogId: "77", productRetailerId: "sku-9" }, { type: "interactive", interactive: { type: "product", action: { catalog_id: "77", product_retailer_id: "sku-9" } } }],
  [
    "product-list",
    { to: TO, header: "Deals", body: "Today only", catalogId: "77", sections: [{ title: "Top", productRetailerIds: ["a", "b"] }] },
    {
      type: "interactive",
      interactive: {
        type: "product_list",
        header: { type: "text", text: "Deals" },
        body: { text: "Today only" },
        action: { catalog_id: "77", sections: [{ title: "Top", product_items: [{ product_retailer_id: "a" }, { product_retailer_id: "b" }] }] },
      },
    },
  ],
  ["media", { to: TO, mediaType: "video", mediaUrl: "https://cdn.example/v.mp4", caption: "Demo" }, { type: "video", video: { link: "https://cdn.example/v.mp4", caption: "Demo" } }],
  ["location", { to: TO, latitude: 51.5, longitude: -0.12, name: "Office" }, { type: "location", location: { latitude: 51.5, longitude: -0.12, name: "Office" } }],
  ["contacts", { to: TO, contacts: [card, card] }, { type: "contacts", contacts: [card, card] }],
  ["contact", { to: TO, contact: card }, { type: "contacts", contacts: [card] }],
];

describe("every send route: the JSON the platform receives", () => {
  it.each(cases)("%s", async (kind, body, expected) => {
    const client = createCloudApiClient({ baseUrl: fake.baseUrl, phoneNumberId: "555000111", accessToken: "EAAG-contract" });
    const input = SEND_INPUTS[kind].parse(body);
    const { platformMessageId } = await client.sendMessage(buildCloudPayload({ kind, input } as ChatappSend));
    expect(platformMessageId).toBe(fake.sentMessageIds[0]);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(`${req.method} ${req.path}`).toBe("POST /v21.0/555000111/messages");
    expect(req.headers.authorization).toBe("Bearer EAAG-contract");
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.json).toEqual({ ...head, ...expected });
  });

  it("catalog-card", async () => {
    const client = createCloudApiClient({ baseUrl: fake.baseUrl, phoneNumberId: "555000111", accessToken: "EAAG-contract" });
    const { payload } = buildCatalogCard({
      to: "442079460958",
      language: "en",
      item: { kind: "service", id: "svc_1", name: "Tailoring", url: "https://shop.example/s/1", imageUrl: "https://cdn.example/t.jpg" },
    });
    await client.sendMessage(payload);
    expect(fake.requests[0].json).toEqual({
      ...head,
      type: "interactive",
      interactive: {
        type: "cta_url",
        header: { type: "image", image: { link: "https://cdn.example/t.jpg" } },
        body: { text: "*Tailoring*" },
        action: { name: "cta_url", parameters: { display_text: "View service", url: "https://shop.example/s/1" } },
      },
    });
  });
});
