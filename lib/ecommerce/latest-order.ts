import "server-only";
import { desc, sql } from "drizzle-orm";
import { orders } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { inCompany } from "@/lib/domain/tenancy";
import { pgArray } from "@/db/sql";
import type { OrderFacts } from "@/lib/templates/resolve-variables";
import { addressLine } from "./orders/present-order";

/**
 * The facts the order_field variables read (last.order.*), from each contact's latest order
 * by placedAt, cancelled ones included (a "your order was cancelled" message needs it).
 * product is the first line's title, with "+ N more" when there are more lines.
 */
export async function latestOrderFacts(ctx: Ctx, contactIds: string[]): Promise<Map<string, OrderFacts>> {
  if (!contactIds.length) return new Map();
  const rows = await dbOf(ctx)
    .selectDistinctOn([orders.contactId], {
      contactId: orders.contactId,
      total: orders.total,
      currency: orders.currency,
      lineItems: orders.lineItems,
      status: orders.status,
      placedAt: orders.placedAt,
      shippingAddress: orders.shippingAddress,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(inCompany(orders, ctx, sql`${orders.contactId} = any(${pgArray(contactIds)}::text[])`))
    .orderBy(orders.contactId, desc(orders.placedAt), desc(orders.id));
  return new Map(
    rows.map((o) => {
      const [first, ...rest] = o.lineItems;
      const product = first ? `${first.title}${rest.length ? ` + ${rest.length} more` : ""}` : null;
      const total = Number(o.total).toFixed(2);
      return [o.contactId!, { total, currency: o.currency, product, status: o.status, date: o.placedAt, shippingAddress: addressLine(o.shippingAddress ?? null), trackingNumber: o.trackingNumber }];
    }),
  );
}
