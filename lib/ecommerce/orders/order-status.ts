import type { FinancialStatus, FulfillmentStatus, OrderStatus } from "../schemas";

/**
 * One status from the store's two: cancelled wins, then a full refund, then fulfilment
 * (COMPLETED), then payment (PROCESSING: paid, waiting to ship); otherwise PENDING.
 */
export function deriveOrderStatus(financial: FinancialStatus, fulfillment: FulfillmentStatus, cancelled: boolean): OrderStatus {
  if (cancelled || financial === "VOIDED") return "CANCELLED";
  if (financial === "REFUNDED") return "REFUNDED";
  if (fulfillment === "FULFILLED") return "COMPLETED";
  if (financial === "PAID" || financial === "PARTIALLY_REFUNDED" || financial === "PARTIALLY_PAID") return "PROCESSING";
  return "PENDING";
}

