import { StatusBadge, TONE, type StatusStyle } from "@/components/dashboard/status-badge";
import type { FinancialStatus, FulfillmentStatus, OrderStatus } from "@/lib/ecommerce/schemas";

export const ORDER_STATUS_STYLES: Record<OrderStatus, StatusStyle> = {
  PENDING: { label: "Pending", className: TONE.amber },
  PROCESSING: { label: "Processing", className: TONE.sky },
  COMPLETED: { label: "Completed", className: TONE.emerald },
  CANCELLED: { label: "Cancelled", className: TONE.zinc },
  REFUNDED: { label: "Refunded", className: TONE.violet },
};

const FINANCIAL: Record<FinancialStatus, string> = {
  PENDING: "Payment pending",
  AUTHORIZED: "Authorized",
  PARTIALLY_PAID: "Partially paid",
  PAID: "Paid",
  PARTIALLY_REFUNDED: "Partially refunded",
  REFUNDED: "Refunded",
  VOIDED: "Voided",
};
const FULFILLMENT: Record<FulfillmentStatus, string> = { UNFULFILLED: "Unfulfilled", PARTIAL: "Partly fulfilled", FULFILLED: "Fulfilled" };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge style={ORDER_STATUS_STYLES[status]} status={status} testId="order-status" />;
}

export const financialLabel = (s: FinancialStatus) => FINANCIAL[s];
export const fulfillmentLabel = (s: FulfillmentStatus) => FULFILLMENT[s];

export function formatAmount(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
