import { describe, expect, it } from "vitest";
import { buildCatalogCard, type CatalogCardItem } from "./catalog-card";

const base = { messaging_product: "whatsapp", recipient_type: "individual", to: "971501234567" };
const shoe: CatalogCardItem = {
  kind: "product",
  id: "prd_1",
  name: "Runner 2",
  description: "Light running shoe",
  price: "249.50",
  currency: "AED",
  imageUrl: "https://cdn.example/shoe.jpg",
  url: "https://shop.example/p/runner-2",
  retailerId: "sku-runner-2",
};

describe("catalog-card payloads", () => {
  it("a product in the platform catalog goes as the native product message", () => {
    const { payload, summary } = buildCatalogCard({ to: "971501234567", language: "en", item: shoe, catalogId: "1948" });
    expect(payload).toEqual({
      ...base,
      type: "interactive",
      interactive: { type: "product", body: { text: "Light running shoe" }, action: { catalog_id: "1948", product_retailer_id: "sku-runner-2" } },
    });
    expect(summary).toEqual({ type: "product", text: "Runner 2", content: { itemType: "product", itemId: "prd_1", language: "en", item: shoe } });
  });

  it("without a platform catalog: cta_url with image header, text and price (English)", () => {
    const { payload, summary } = buildCatalogCard({ to: "971501234567", language: "en", item: shoe, catalogId: null });
    expect(payload).toEqual({
      ...base,
      type: "interactive",
      interactive: {
        type: "cta_url",
        header: { type: "image", image: { link: "https://cdn.example/shoe.jpg" } },
        body: { text: "*Runner 2*\nLight running shoe\nAED\u00a0249.50" },
        action: { name: "cta_url", parameters: { display_text: "View product", url: "https://shop.example/p/runner-2" } },
      },
    });
    // Intl separates code and amount with a no-break space, which WhatsApp shows as a space.
    expect(summary.type).toBe("cta_url");
  });

  it("a service in Arabic: Arabic button label, Latin digits in the price", () => {
    const service: CatalogCardItem = { kind: "service", id: "svc_1", name: "تنظيف", description: "تنظيف المنزل", price: 100, currency: "USD", url: "https://shop.example/s/1", retailerId: "x" };
    const { payload } = buildCatalogCard({ to: "971501234567", language: "ar", item: service, catalogId: "1948" });
    const interactive = payload.interactive as { type: string; header?: unknown; body: { text: string }; action: { parameters: { display_text: string } } };
    expect(interactive.type).toBe("cta_url");
    expect(interactive.header).toBeUndefined();
    expect(interactive.action.parameters.display_text).toBe("عرض الخدمة");
    expect(interactive.body.text.startsWith("*تنظيف*\nتنظيف المنزل\n")).toBe(true);
    expect(interactive.body.text).toMatch(/100\.00/);
    expect(interactive.body.text).not.toMatch(/[٠-٩]/);
  });

  it("no page: an image with caption, or plain text", () => {
    const noUrl = { ...shoe, url: null, retailerId: null };
    expect(buildCatalogCard({ to: "971501234567", language: "en", item: noUrl }).payload).toEqual({
      ...base,
      type: "image",
      image: { link: "https://cdn.example/shoe.jpg", caption: "*Runner 2*\nLight running shoe\nAED\u00a0249.50" },
    });
    expect(buildCatalogCard({ to: "971501234567", language: "en", item: { kind: "service", id: "s", name: "Repair" } }).payload).toEqual({
      ...base,
      type: "text",
      text: { preview_url: false, body: "*Repair*" },
    });
  });

  it("cuts a long description to the platform's 1024-character body", () => {
    const long = { ...shoe, retailerId: null, description: "x".repeat(2000) };
    const { payload } = buildCatalogCard({ to: "971501234567", language: "en", item: long });
    expect(((payload.interactive as { body: { text: string } }).body.text).length).toBe(1024);
  });
});
