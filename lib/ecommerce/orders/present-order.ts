import "server-only";
import type { Order } from "@/db/schema";
import type { OrderView } from "../schemas";

/** The order as the API, the events and the dashboard show it. */
export function presentOrder(o: Order, contactName: string | null): OrderView {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    source: o.source,
    connectionId: o.connectionId,
    externalId: o.externalId,
    contact: o.contactId && contactName !== null ? { id: o.contactId, name: contactName } : null,
    customerId: o.customerId,
    email: o.email,
    phone: o.phone,
    customerName: o.customerName,
    currency: o.currency,
    subtotal: Number(o.subtotal),
    totalTax: Number(o.totalTax),
    totalShipping: Number(o.totalShipping),
    totalDiscounts: Number(o.totalDiscounts),
    total: Number(o.total),
    refundedAmount: Number(o.refundedAmount),
    status: o.status,
    financialStatus: o.financialStatus,
    fulfillmentStatus: o.fulfillmentStatus,
    lineItems: o.lineItems,
    shippingAddress: o.shippingAddress ?? null,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    note: o.note,
    placedAt: o.placedAt.toISOString(),
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** One line for the shipping address, as templates and lists show it. */
export function addressLine(a: Order["shippingAddress"]): string | null {
  if (!a) return null;
  const parts = [a.address1, a.address2, a.city, a.province, a.zip, a.country].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}
