import "server-only";
import type { OrderLineItem, PostalAddress } from "@/db/schema";
import { normalisePhone } from "@/lib/contacts/phone";
import type { OrderData } from "../orders/record-order";
import type { FinancialStatus, FulfillmentStatus } from "../schemas";
import type { OrderPayload } from "./shopify-payloads";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const cut = (v: string | null | undefined, max: number) => (v?.trim() ? v.trim().slice(0, max) : null);
export const validEmail = (v: string | null | undefined) => (v && EMAIL.test(v.trim()) && v.trim().length <= 254 ? v.trim() : null);
export const firstPhone = (...values: (string | null | undefined)[]) => {
  for (const v of values) {
    const p = v ? normalisePhone(v) : null;
    if (p) return p;
  }
  return null;
};
const round = (n: number) => Math.round(n * 100) / 100;

export function mapLineItems(items: OrderPayload["line_items"]): OrderLineItem[] {
  return items.map((l) => ({
    id: l.id ?? null,
    productId: l.product_id ?? null,
    variantId: l.variant_id ?? null,
    sku: cut(l.sku, 100),
    title: cut(l.title, 300) ?? "Item",
    variantTitle: cut(l.variant_title, 300),
    quantity: l.quantity,
    price: round(l.price),
  }));
}

function mapAddress(a: OrderPayload["shipping_address"]): PostalAddress | null {
  if (!a) return null;
  const name = cut(a.name, 200) ?? (cut([a.first_name, a.last_name].filter(Boolean).join(" "), 200) || null);
  return { name, address1: cut(a.address1, 300), address2: cut(a.address2, 300), city: cut(a.city, 100), province: cut(a.province, 100), zip: cut(a.zip, 20), country: cut(a.country, 100), phone: cut(a.phone, 40) };
}

const FULFILLMENT: Record<string, FulfillmentStatus> = { fulfilled: "FULFILLED", partial: "PARTIAL" };

/** The refunds' successful refund transactions, by refund id. */
export function refundsOf(refunds: OrderPayload["refunds"]): { id: string; amount: number }[] {
  return (refunds ?? []).map((r) => ({
    id: r.id,
    amount: round(r.transactions.filter((t) => (t.kind ?? "refund") === "refund" && (t.status ?? "success") === "success").reduce((s, t) => s + t.amount, 0)),
  }));
}

/** A store order in the service's terms (Shopify's fields; WooCommerce plugins send the same shape). */
export function mapOrder(p: OrderPayload, connectionId: string, platform: string, customerId: string | null): OrderData {
  const shipping = p.total_shipping_price_set?.shop_money.amount ?? (p.shipping_lines ?? []).reduce((s, l) => s + l.price, 0);
  const refunds = refundsOf(p.refunds);
  const tracking = (p.fulfillments ?? []).find((f) => f.tracking_number || f.tracking_numbers?.length);
  // The customer object is absent for guest checkouts: the billing, then shipping, address names the buyer.
  const person = [p.customer, p.billing_address, p.shipping_address].find((x) => x?.first_name || x?.last_name);
  const firstName = cut(person?.first_name, 100);
  const lastName = cut(person?.last_name, 100);
  const name = cut([firstName, lastName].filter(Boolean).join(" "), 200) ?? mapAddress(p.shipping_address)?.name ?? null;
  return {
    connectionId,
    externalId: p.id,
    source: platform,
    orderNumber: cut(p.name, 50) ?? (p.order_number != null ? `#${p.order_number}` : `#${p.id}`),
    buyer: {
      phone: firstPhone(p.phone, p.customer?.phone, p.billing_address?.phone, p.shipping_address?.phone),
      email: validEmail(p.email) ?? validEmail(p.contact_email) ?? validEmail(p.customer?.email),
      name,
      firstName,
      lastName,
    },
    customerId,
    currency: p.currency.toUpperCase(),
    subtotal: round(p.subtotal_price ?? p.line_items.reduce((s, l) => s + l.price * l.quantity, 0)),
    totalTax: round(p.total_tax ?? 0),
    totalShipping: round(shipping),
    totalDiscounts: round(p.total_discounts ?? 0),
    total: round(p.total_price),
    refunds,
    financialStatus: (p.financial_status ?? "pending").toUpperCase() as FinancialStatus,
    fulfillmentStatus: FULFILLMENT[p.fulfillment_status ?? ""] ?? "UNFULFILLED",
    cancelledAt: p.cancelled_at ?? null,
    lineItems: mapLineItems(p.line_items),
    shippingAddress: mapAddress(p.shipping_address),
    trackingNumber: cut(tracking?.tracking_number ?? tracking?.tracking_numbers?.[0], 100),
    trackingUrl: cut(tracking?.tracking_url, 2048),
    cartToken: cut(p.cart_token, 200),
    note: cut(p.note, 2000),
    placedAt: p.processed_at ?? p.created_at,
    storeUpdatedAt: p.updated_at ?? null,
  };
}
