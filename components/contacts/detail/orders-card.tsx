"use client";

import Link from "next/link";
import { OrderStatusBadge, formatAmount } from "@/components/store/order-badges";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { formatDate } from "@/lib/client/format";
import { useCan } from "@/lib/client/hooks/use-me";
import { useOrders } from "@/lib/client/hooks/use-store";

/** The contact's latest orders (store and manual), each linking to its detail. */
export function OrdersCard({ contactId }: { contactId: string }) {
  const canRead = useCan("orders:read");
  const orders = useOrders(new URLSearchParams({ contactId, limit: "5" }).toString(), { enabled: canRead });
  if (!canRead) return null;
  const total = orders.data?.pagination.total ?? 0;
  return (
    <Card className="gap-3" data-testid="contact-orders">
      <CardHeader>
        <CardTitle>Orders{total ? ` (${total})` : ""}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {orders.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the orders: {errorMessage(orders.error)}
          </p>
        ) : !orders.data ? (
          <Skeleton className="h-16" />
        ) : !orders.data.data.length ? (
          <p className="text-muted-foreground text-sm">No orders yet.</p>
        ) : (
          <ul className="divide-y">
            {orders.data.data.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 first:pt-0 last:pb-0">
                <div className="grid min-w-0">
                  <Link href={`/store/orders/${encodeURIComponent(o.id)}`} className="font-medium underline-offset-4 hover:underline">
                    {o.orderNumber}
                  </Link>
                  <span className="text-muted-foreground truncate text-xs">
                    {formatDate(o.placedAt)} · {o.lineItems[0]?.title ?? "—"}
                    {o.lineItems.length > 1 ? ` + ${o.lineItems.length - 1} more` : ""}
                  </span>
                </div>
                <div className="flex items-center gap-2">
                  <OrderStatusBadge status={o.status} />
                  <span className="text-sm tabular-nums">{formatAmount(o.total, o.currency)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {total > 5 && <p className="text-muted-foreground text-xs">The 5 latest of {total}.</p>}
      </CardContent>
    </Card>
  );
}
