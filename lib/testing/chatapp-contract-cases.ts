import type { SendKind } from "@/lib/channels/chatapp/messaging/send-schemas";

/**
 * One request body per chatapp send route and the Cloud API JSON the platform must receive
 * for it (beside PLATFORM_HEAD). Shared by the client-level contract test and the one that
 * goes through the running app, so both pin the same literal platform shapes.
 */
export const CONTRACT_TO = "+44 20 7946 0958";
export const PLATFORM_HEAD = { messaging_product: "whatsapp", recipient_type: "individual", to: "442079460958" };
const card = { name: { formatted_name: "Lee" }, phones: [{ phone: "+1 555 0100", type: "CELL" }] };

export const CONTRACT_CASES: [SendKind, Record<string, unknown>, Record<string, unknown>][] = [
  ["text", { to: CONTRACT_TO, body: "see www and https://a.example" }, { type: "text", text: { preview_url: true, body: "see www and https://a.example" } }],
  [
    "template",
    { to: CONTRACT_TO, templateName: "otp_code", languageCode: "ar", components: [{ type: "body", parameters: [{ type: "text", text: "123456" }] }] },
    { type: "template", template: { name: "otp_code", language: { code: "ar" }, components: [{ type: "body", parameters: [{ type: "text", text: "123456" }] }] } },
  ],
  [
    "buttons",
    { to: CONTRACT_TO, body: "Rate us", buttons: [{ id: "good", title: "Good" }, { id: "bad", title: "Bad" }], footer: "Thanks" },
    { type: "interactive", interactive: { type: "button", body: { text: "Rate us" }, footer: { text: "Thanks" }, action: { buttons: [{ type: "reply", reply: { id: "good", title: "Good" } }, { type: "reply", reply: { id: "bad", title: "Bad" } }] } } },
  ],
  [
    "list",
    { to: CONTRACT_TO, body: "Menu", buttonText: "See menu", sections: [{ rows: [{ id: "tea", title: "Tea", description: "Hot" }] }] },
    { type: "interactive", interactive: { type: "list", body: { text: "Menu" }, action: { button: "See menu", sections: [{ rows: [{ id: "tea", title: "Tea", description: "Hot" }] }] } } },
  ],
  [
    "cta-url",
    { to: CONTRACT_TO, body: "Pay now", displayText: "Pay", url: "https://pay.example/x", header: "Invoice 7" },
    { type: "interactive", interactive: { type: "cta_url", header: { type: "text", text: "Invoice 7" }, body: { text: "Pay now" }, action: { name: "cta_url", parameters: { display_text: "Pay", url: "https://pay.example/x" } } } },
  ],
  ["location-request", { to: CONTRACT_TO, body: "Share your location" }, { type: "interactive", interactive: { type: "location_request_message", body: { text: "Share your location" }, action: { name: "send_location" } } }],
  [
    "catalog",
    { to: CONTRACT_TO, body: "Our catalog", thumbnailProductRetailerId: "sku-9" },
    { type: "interactive", interactive: { type: "catalog_message", body: { text: "Our catalog" }, action: { name: "catalog_message", parameters: { thumbnail_product_retailer_id: "sku-9" } } } },
  ],
  ["product", { to: CONTRACT_TO, catalogId: "77", productRetailerId: "sku-9" }, { type: "interactive", interactive: { type: "product", action: { catalog_id: "77", product_retailer_id: "sku-9" } } }],
  [
    "product-list",
    { to: CONTRACT_TO, header: "Deals", body: "Today only", catalogId: "77", sections: [{ title: "Top", productRetailerIds: ["a", "b"] }] },
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
  ["media", { to: CONTRACT_TO, mediaType: "video", mediaUrl: "https://cdn.example/v.mp4", caption: "Demo" }, { type: "video", video: { link: "https://cdn.example/v.mp4", caption: "Demo" } }],
  ["location", { to: CONTRACT_TO, latitude: 51.5, longitude: -0.12, name: "Office" }, { type: "location", location: { latitude: 51.5, longitude: -0.12, name: "Office" } }],
  ["contacts", { to: CONTRACT_TO, contacts: [card, card] }, { type: "contacts", contacts: [card, card] }],
  ["contact", { to: CONTRACT_TO, contact: card }, { type: "contacts", contacts: [card] }],
];

