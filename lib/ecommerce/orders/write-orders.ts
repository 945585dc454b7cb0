import "server-only";
import { contacts } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import type { CreateOrderInput, UpdateOrderInput } from "../schemas";
import { orderFromRow } from "./order-from-row";
import { getOrderRow, nextManualNumber } from "./read-orders";
import { recordOrder } from "./record-order";

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * POST /api/v1/orders: a manual order (phone, counter or chat sale). Totals are computed from
 * the lines; the buyer is the given contact, else found or created by phone, then email.
 */
export async function createManualOrder({ ctx, input }: { ctx: Ctx; input: CreateOrderInput }) {
  return withTx(ctx, async (tctx) => {
    let buyer = { phone: input.phone ?? null, email: input.email ?? null, name: input.customerName ?? null };
    let contactId: string | null = null;
    if (input.contactId) {
      const [c] = await tctx.tx.select().from(contacts).where(byIdInCompany(contacts, tctx, input.contactId));
      if (!c) throw AppError.validation([{ path: "contactId", message: "is not a contact of this company", in: "body" }]);
      contactId = c.id;
      buyer = { phone: input.phone ?? c.phone, email: input.email ?? c.email, name: input.customerName ?? c.name };
    }
    const subtotal = round(input.lineItems.reduce((s, l) => s + l.price * l.quantity, 0));
    const [tax, shipping, discounts] = [input.totalTax ?? 0, input.totalShipping ?? 0, input.totalDiscounts ?? 0];
    const total = round(subtotal + tax + shipping - discounts);
    if (total < 0) throw AppError.validation([{ path: "totalDiscounts", message: "is larger than the order", in: "body" }]);
    const r = await recordOrder(tctx, {
      connectionId: null,
      externalId: null,
      source: "MANUAL",
      orderNumber: input.orderNumber ?? (await nextManualNumber(tctx)),
      buyer,
      customerId: null,
      currency: input.currency,
      subtotal,
      totalTax: tax,
      totalShipping: shipping,
      totalDiscounts: discounts,
      total,
      refunds: [],
      financialStatus: input.financialStatus ?? "PENDING",
      fulfillmentStatus: input.fulfillmentStatus ?? "UNFULFILLED",
      cancelledAt: null,
      lineItems: input.lineItems.map((l, i) => ({ id: String(i + 1), productId: l.productId ?? null, variantId: null, sku: l.sku ?? null, title: l.title, variantTitle: null, quantity: l.quantity, price: l.price })),
      shippingAddress: input.shippingAddress ?? null,
      trackingNumber: input.trackingNumber ?? null,
      trackingUrl: input.trackingUrl ?? null,
      cartToken: null,
      note: input.note ?? null,
      placedAt: input.placedAt ? new Date(input.placedAt) : new Date(),
      storeUpdatedAt: null,
      presetContactId: contactId,
    });
    return r.order!;
  });
}

/**
 * PATCH /api/v1/orders/{id}: tracking, address, note and the statuses. A cancelled order
 * cannot be completed (409); what a store sends later wins over an edit of its order.
 */
export async function updateOrder({ ctx, id, input }: { ctx: Ctx; id: string; input: UpdateOrderInput }) {
  return withTx(ctx, async (tctx) => {
    const { o } = await getOrderRow(tctx, id);
    if (o.status === "CANCELLED" && input.status === "COMPLETED") throw AppError.conflict(`Order ${o.orderNumber} is cancelled and cannot be completed`, { reason: "order_cancelled", status: o.status });
    const data = orderFromRow(o);
    const r = await recordOrder(
      tctx,
      {
        ...data,
        financialStatus: input.financialStatus ?? data.financialStatus,
        fulfillmentStatus: input.status === "COMPLETED" ? "FULFILLED" : (input.fulfillmentStatus ?? data.fulfillmentStatus),
        cancelledAt: input.status === "CANCELLED" ? (data.cancelledAt ?? new Date()) : data.cancelledAt,
        trackingNumber: input.trackingNumber === undefined ? data.trackingNumber : input.trackingNumber,
        trackingUrl: input.trackingUrl === undefined ? data.trackingUrl : input.trackingUrl,
        shippingAddress: input.shippingAddress === undefined ? data.shippingAddress : input.shippingAddress,
        note: input.note === undefined ? data.note : input.note,
      },
      o.id,
    );
    return r.order!;
  });
}
