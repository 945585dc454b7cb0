import "server-only";
import type { Order } from "@/db/schema";
import type { OrderData } from "./record-order";

/** A stored order as record-order's input, for changes that start from what is stored (refunds, edits). */
export function orderFromRow(o: Order): OrderData {
  return {
    connectionId: o.connectionId,
    externalId: o.externalId,
    source: o.source,
    orderNumber: o.orderNumber,
    buyer: { phone: o.phone, email: o.email, name: o.customerName },
    customerId: o.customerId,
    currency: o.currency,
    subtotal: Number(o.subtotal),
    totalTax: Number(o.totalTax),
    totalShipping: Number(o.totalShipping),
    totalDiscounts: Number(o.totalDiscounts),
    total: Number(o.total),
    refunds: o.refunds,
    financialStatus: o.financialStatus,
    fulfillmentStatus: o.fulfillmentStatus,
    cancelledAt: o.cancelledAt,
    lineItems: o.lineItems,
    shippingAddress: o.shippingAddress ?? null,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    cartToken: o.cartToken,
    note: o.note,
    placedAt: o.placedAt,
    storeUpdatedAt: o.storeUpdatedAt,
  };
}
