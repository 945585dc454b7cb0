import "server-only";
import { eq, sql } from "drizzle-orm";
import { carts, contacts, orders, type Order, type OrderLineItem, type PostalAddress } from "@/db/schema";
import { recordActivities } from "@/lib/contacts/activity";
import type { TxCtx } from "@/lib/domain/context";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import type { EventName } from "@/lib/events/catalog";
import { emitEvents } from "@/lib/events/emit";
import { orderEventPayload } from "@/lib/events/payloads/present";
import { newId } from "@/lib/ids";
import type { FinancialStatus, FulfillmentStatus, OrderView } from "../schemas";
import { findOrCreateBuyer, refreshContactOrderFacts, type Buyer } from "./order-contact";
import { deriveOrderStatus } from "./order-status";
import { presentOrder } from "./present-order";

/** An order in the service's terms, whichever store (or person) it came from. */
export interface OrderData {
  connectionId: string | null;
  externalId: string | null;
  source: string;
  orderNumber: string;
  buyer: Buyer;
  /** A contact the caller already chose (a manual order for a given contact). */
  presetContactId?: string | null;
  customerId: string | null;
  currency: string;
  subtotal: number;
  totalTax: number;
  totalShipping: number;
  totalDiscounts: number;
  total: number;
  /** The store's refunds by id; merged with those stored, so each counts once. */
  refunds: { id: string; amount: number }[];
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  cancelledAt: Date | null;
  lineItems: OrderLineItem[];
  shippingAddress: PostalAddress | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  cartToken: string | null;
  note: string | null;
  placedAt: Date;
  storeUpdatedAt: Date | null;
}

export type RecordOutcome = { status: "processed" | "ignored"; order: OrderView | null };

/** The events a change of an order emits: order.* for the lifecycle, ecommerce.order.* for the store's facts. */
function eventsOf(before: Order | null, after: Order): EventName[] {
  const out: EventName[] = [];
  if (!before) out.push("order.created", "ecommerce.order.created");
  else if (before.status !== after.status) out.push("order.updated");
  if (before) out.push("ecommerce.order.updated");
  if (after.status === "COMPLETED" && before?.status !== "COMPLETED") out.push("order.completed");
  if (after.status === "CANCELLED" && before?.status !== "CANCELLED") out.push("order.cancelled", "ecommerce.order.cancelled");
  if (after.financialStatus === "PAID" && before?.financialStatus !== "PAID") out.push("ecommerce.order.paid");
  if (after.fulfillmentStatus === "FULFILLED" && before?.fulfillmentStatus !== "FULFILLED") out.push("ecommerce.order.fulfilled");
  if (Number(after.refundedAmount) > Number(before?.refundedAmount ?? 0)) out.push("ecommerce.order.refunded");
  return out;
}

/**
 * Creates or updates an order by the store's id (or by our id for manual orders), links its
 * contact (found or created), refreshes the contact's order facts and writes the timeline and
 * the events, all in the caller's transaction. A version older than the stored one (the
 * store's updated_at) is ignored, so deliveries arriving out of order cannot roll it back.
 */
export async function recordOrder(ctx: TxCtx, data: OrderData, existingId?: string): Promise<RecordOutcome> {
  const { tx } = ctx;
  const [before] = existingId
    ? await tx.select().from(orders).where(byIdInCompany(orders, ctx, existingId)).for("update")
    : data.connectionId && data.externalId
      ? await tx.select().from(orders).where(inCompany(orders, ctx, eq(orders.connectionId, data.connectionId), eq(orders.externalId, data.externalId))).for("update")
      : [];
  if (before?.storeUpdatedAt && data.storeUpdatedAt && data.storeUpdatedAt < before.storeUpdatedAt) return { status: "ignored", order: null };

  const refunds = new Map((before?.refunds ?? []).map((r) => [r.id, r.amount]));
  for (const r of data.refunds) refunds.set(r.id, r.amount);
  const refundedAmount = Math.round([...refunds.values()].reduce((a, b) => a + b, 0) * 100) / 100;
  const contactId = before?.contactId ?? data.presetContactId ?? (await findOrCreateBuyer(ctx, data.buyer));
  const status = deriveOrderStatus(data.financialStatus, data.fulfillmentStatus, Boolean(data.cancelledAt));
  const values = {
    orderNumber: data.orderNumber,
    contactId,
    customerId: data.customerId ?? before?.customerId ?? null,
    email: data.buyer.email,
    phone: data.buyer.phone,
    customerName: data.buyer.name,
    currency: data.currency,
    subtotal: data.subtotal,
    totalTax: data.totalTax,
    totalShipping: data.totalShipping,
    totalDiscounts: data.totalDiscounts,
    total: data.total,
    refunds: [...refunds].map(([id, amount]) => ({ id, amount })),
    refundedAmount,
    status,
    financialStatus: data.financialStatus,
    fulfillmentStatus: data.fulfillmentStatus,
    lineItems: data.lineItems,
    shippingAddress: data.shippingAddress,
    trackingNumber: data.trackingNumber,
    trackingUrl: data.trackingUrl,
    cartToken: data.cartToken,
    note: data.note,
    placedAt: data.placedAt,
    cancelledAt: data.cancelledAt,
    storeUpdatedAt: data.storeUpdatedAt,
  };
  const [after] = before
    ? await tx.update(orders).set(values).where(byIdInCompany(orders, ctx, before.id)).returning()
    : await tx
        .insert(orders)
        .values({ id: newId("ord"), companyId: ctx.companyId, connectionId: data.connectionId, externalId: data.externalId, source: data.source, ...values })
        .returning();

  if (data.cartToken && data.connectionId) {
    await tx
      .update(carts)
      .set({ checkedOutAt: sql`coalesce(${carts.checkedOutAt}, now())` })
      .where(inCompany(carts, ctx, eq(carts.connectionId, data.connectionId), eq(carts.externalId, data.cartToken)));
  }

  let contactName: string | null = null;
  let contactPhone: string | null = null;
  if (contactId) {
    await refreshContactOrderFacts(ctx, contactId, data.placedAt);
    [{ name: contactName, phone: contactPhone }] = await tx.select({ name: contacts.name, phone: contacts.phone }).from(contacts).where(byIdInCompany(contacts, ctx, contactId));
    if (!before || before.status !== after.status) {
      const entry = { orderId: after.id, orderNumber: after.orderNumber, status: after.status, total: Number(after.total), currency: after.currency };
      await recordActivities(tx, ctx, [{ contactId, type: before ? "ORDER_UPDATED" : "ORDER_PLACED", data: before ? { ...entry, from: before.status } : entry }]);
    }
  }

  const view = presentOrder(after, contactName);
  const names = eventsOf(before ?? null, after);
  await emitEvents(
    tx,
    // One payload shape for every order event (lib/events/payloads): the contact beside the order, as in message events.
    names.map((event) => ({ companyId: ctx.companyId, event, payload: orderEventPayload(view, contactId ? { id: contactId, name: contactName, phone: contactPhone } : null, before && before.status !== after.status ? before.status : undefined) })),
  );
  return { status: "processed", order: view };
}

