import { createHmac, randomUUID } from "node:crypto";

/**
 * Store webhooks as Shopify sends them: the body in its own field names, and the headers
 * (base64 HMAC of the raw body, topic, webhook id, triggered-at). The HTTP tests and the
 * browser tests post these to /api/webhook/storeplugin/{connectionId}.
 */
export function storeHeaders(secret: string, raw: string, topic: string, o: { webhookId?: string; triggeredAt?: Date; shopDomain?: string } = {}) {
  return {
    "content-type": "application/json",
    "x-shopify-hmac-sha256": createHmac("sha256", secret).update(raw, "utf8").digest("base64"),
    "x-shopify-topic": topic,
    "x-shopify-webhook-id": o.webhookId ?? randomUUID(),
    "x-shopify-triggered-at": (o.triggeredAt ?? new Date()).toISOString(),
    "x-shopify-shop-domain": o.shopDomain ?? "test-shop.myshopify.com",
    "x-shopify-api-version": "2025-07",
  };
}

export interface ShopifyOrderOptions {
  id: number;
  number: number;
  email?: string | null;
  phone?: string | null;
  firstName?: string;
  lastName?: string;
  customerId?: number;
  financialStatus?: string;
  fulfillmentStatus?: string | null;
  cancelledAt?: string | null;
  updatedAt?: Date;
  trackingNumber?: string;
  cartToken?: string | null;
  refunds?: unknown[];
  lines?: { title: string; sku: string; quantity: number; price: string; productId?: number }[];
}

/** An order body in Shopify's shape (money as strings, ids as numbers). */
export function shopifyOrder(o: ShopifyOrderOptions) {
  const lines = o.lines ?? [
    { title: "Blue Mug", sku: "MUG-BLUE", quantity: 2, price: "19.95", productId: 632910392 },
    { title: "Tea Sampler", sku: "TEA-SAMP", quantity: 1, price: "12.00", productId: 632910393 },
  ];
  const subtotal = lines.reduce((s, l) => s + Number(l.price) * l.quantity, 0);
  const shipping = 8;
  const tax = 0;
  const created = new Date(Date.now() - 60_000).toISOString();
  const address = { first_name: o.firstName ?? "Sara", last_name: o.lastName ?? "Ahmed", address1: "12 Harbour Road", address2: "Apt 4", city: "Dubai", province: "Dubai", zip: "00000", country: "United Arab Emirates", phone: o.phone ?? null, name: `${o.firstName ?? "Sara"} ${o.lastName ?? "Ahmed"}` };
  return {
    id: o.id,
    admin_graphql_api_id: `gid://shopify/Order/${o.id}`,
    name: `#${o.number}`,
    order_number: o.number,
    email: o.email ?? null,
    contact_email: o.email ?? null,
    phone: o.phone ?? null,
    created_at: created,
    processed_at: created,
    updated_at: (o.updatedAt ?? new Date()).toISOString(),
    cancelled_at: o.cancelledAt ?? null,
    cancel_reason: o.cancelledAt ? "customer" : null,
    currency: "USD",
    presentment_currency: "USD",
    financial_status: o.financialStatus ?? "pending",
    fulfillment_status: o.fulfillmentStatus ?? null,
    subtotal_price: subtotal.toFixed(2),
    total_tax: tax.toFixed(2),
    total_discounts: "0.00",
    total_price: (subtotal + shipping + tax).toFixed(2),
    total_shipping_price_set: { shop_money: { amount: shipping.toFixed(2), currency_code: "USD" }, presentment_money: { amount: shipping.toFixed(2), currency_code: "USD" } },
    shipping_lines: [{ id: 271878346, title: "Standard", price: shipping.toFixed(2), code: "Standard" }],
    line_items: lines.map((l, i) => ({ id: 466157049 + i, product_id: l.productId ?? null, variant_id: 39072856 + i, title: l.title, variant_title: null, sku: l.sku, quantity: l.quantity, price: l.price, vendor: "Test Shop", requires_shipping: true })),
    shipping_address: address,
    billing_address: address,
    customer: o.customerId
      ? { id: o.customerId, email: o.email ?? null, phone: o.phone ?? null, first_name: o.firstName ?? "Sara", last_name: o.lastName ?? "Ahmed", state: "enabled", email_marketing_consent: { state: "subscribed" } }
      : null,
    cart_token: o.cartToken ?? null,
    note: null,
    tags: "",
    fulfillments: o.trackingNumber ? [{ id: 255858046, status: "success", tracking_company: "DHL", tracking_number: o.trackingNumber, tracking_numbers: [o.trackingNumber], tracking_url: `https://track.example.com/${o.trackingNumber}` }] : [],
    refunds: o.refunds ?? [],
  };
}

export const shopifyRefund = (id: number, orderId: number, amount: string) => ({
  id,
  order_id: orderId,
  created_at: new Date().toISOString(),
  note: "Damaged item",
  refund_line_items: [],
  transactions: [{ id: id + 1, order_id: orderId, kind: "refund", status: "success", amount, currency: "USD", gateway: "bogus" }],
});

export const shopifyCart = (token: string, updatedAt: Date, extra: Record<string, unknown> = {}) => ({
  id: token,
  token,
  line_items: [{ id: 39072856, key: "39072856:abc", product_id: 632910392, variant_id: 39072856, title: "Blue Mug", quantity: 1, price: "19.95", line_price: "19.95", sku: "MUG-BLUE" }],
  note: null,
  created_at: new Date(updatedAt.getTime() - 60_000).toISOString(),
  updated_at: updatedAt.toISOString(),
  ...extra,
});

export const shopifyProduct = (id: number, o: { title: string; sku: string; price: string; type?: string; status?: string; updatedAt?: Date }) => ({
  id,
  title: o.title,
  body_html: `<p>${o.title}</p>`,
  vendor: "Test Shop",
  product_type: o.type ?? "Kitchen",
  handle: o.title.toLowerCase().replace(/\s+/g, "-"),
  status: o.status ?? "active",
  created_at: new Date().toISOString(),
  updated_at: (o.updatedAt ?? new Date()).toISOString(),
  variants: [{ id: id * 10, product_id: id, title: "Default Title", price: o.price, sku: o.sku, compare_at_price: null, inventory_quantity: 25 }],
  image: { src: `https://cdn.example.com/${id}.png` },
  images: [{ src: `https://cdn.example.com/${id}.png` }],
});
