import type { CloudMessageBody, StorageSummary } from "./cloud-types";
import { envelope, interactive } from "./envelope";

/** A store catalog item, already resolved in the requested language by the caller. */
export interface CatalogCardItem {
  kind: "product" | "service";
  id: string;
  name: string;
  description?: string | null;
  /** Decimal columns arrive as strings. */
  price?: string | number | null;
  currency?: string | null;
  imageUrl?: string | null;
  url?: string | null;
  /** Set when the item is also in the platform catalog (Commerce Manager). */
  retailerId?: string | null;
}

const LABELS = {
  en: { product: "View product", service: "View service" },
  ar: { product: "عرض المنتج", service: "عرض الخدمة" },
} as const;

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/** Latin digits in both languages: prices are compared against invoices and the web shop. */
export function formatPrice(price: string | number, currency: string, language: "ar" | "en"): string {
  const amount = typeof price === "number" ? price : Number(price);
  if (!Number.isFinite(amount)) return `${price} ${currency}`;
  try {
    return new Intl.NumberFormat(`${language}-u-nu-latn`, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`; // an unknown currency code: show it plainly
  }
}

function cardText(item: CatalogCardItem, language: "ar" | "en"): string {
  const lines = [`*${item.name}*`];
  if (item.description) lines.push(item.description);
  if (item.price !== null && item.price !== undefined && item.currency) lines.push(formatPrice(item.price, item.currency, language));
  return cut(lines.join("\n"), 1024);
}

/**
 * A card for one catalog item. The choice, in order:
 * 1. a product that is also in the platform catalog (retailerId and catalogId set): the
 *    native single-product message, which shows the platform's price and an add-to-cart;
 * 2. an item with a page (url): a cta_url message with the image as header, the name,
 *    description and price as body and a "View product/service" button; services never
 *    live in the platform catalog, so they always take this form when they have a page;
 * 3. no page: an image with the text as caption, or plain text when there is no image.
 * The summary's type says which form went out, so the inbox draws what the customer saw.
 */
export function buildCatalogCard(args: { to: string; language: "ar" | "en"; item: CatalogCardItem; catalogId?: string | null }): {
  payload: CloudMessageBody;
  summary: StorageSummary;
} {
  const { to, language, item, catalogId } = args;
  const body = cardText(item, language);
  const content = { itemType: item.kind, itemId: item.id, language, item };
  if (item.kind === "product" && item.retailerId && catalogId) {
    const payload = interactive(to, "product", {
      body: item.description ? cut(item.description, 1024) : undefined,
      action: { catalog_id: catalogId, product_retailer_id: item.retailerId },
    });
    return { payload, summary: { type: "product", text: item.name, content } };
  }
  if (item.url) {
    const payload = interactive(to, "cta_url", {
      header: item.imageUrl ? { type: "image", image: { link: item.imageUrl } } : undefined,
      body,
      action: { name: "cta_url", parameters: { display_text: LABELS[language][item.kind], url: item.url } },
    });
    return { payload, summary: { type: "cta_url", text: body, content } };
  }
  if (item.imageUrl) {
    return { payload: envelope(to, "image", { image: { link: item.imageUrl, caption: body } }), summary: { type: "image", text: body, content } };
  }
  return { payload: envelope(to, "text", { text: { preview_url: false, body: cut(body, 4096) } }), summary: { type: "text", text: body, content } };
}
