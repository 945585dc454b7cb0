"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { LockIcon, ShoppingBagIcon } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { SearchStatusToolbar } from "@/components/dashboard/search-status-toolbar";
import { useStatusListView } from "@/components/dashboard/use-status-list-view";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime, formatDate } from "@/lib/client/format";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useOrders, type Order } from "@/lib/client/hooks/use-store";
import { statusListView } from "@/lib/client/status-list-view";
import { ORDER_STATUSES } from "@/lib/ecommerce/schemas";
import { formatAmount, ORDER_STATUS_STYLES, OrderStatusBadge, financialLabel } from "./order-badges";
import { StoreTabs } from "./store-tabs";

const LIST = statusListView(ORDER_STATUSES, 20);
const NONE: Order[] = [];

export function OrdersView() {
  const me = useMe();
  const canRead = useCan("orders:read");
  const { view, update } = useStatusListView(LIST);
  const query = new URLSearchParams({ page: String(view.page), limit: String(LIST.pageSize), ...(view.status && { status: view.status }), ...(view.search && { search: view.search }) }).toString();
  const orders = useOrders(query, { enabled: canRead });
  const columns = useMemo<ColumnDef<Order>[]>(
    () => [
      {
        id: "order",
        header: "Order",
        cell: ({ row: { original: o } }) => (
          <div className="grid min-w-0 gap-0.5">
            <Link href={`/store/orders/${encodeURIComponent(o.id)}`} className="font-medium underline-offset-4 hover:underline">
              {o.orderNumber}
            </Link>
            <time dateTime={o.placedAt} title={formatDateTime(o.placedAt)} className="text-muted-foreground text-xs">
              {formatDate(o.placedAt)}
            </time>
          </div>
        ),
      },
      {
        id: "customer",
        header: "Customer",
        cell: ({ row: { original: o } }) =>
          o.contact ? (
            <Link href={`/contacts/${encodeURIComponent(o.contact.id)}`} className="block max-w-48 truncate underline-offset-4 hover:underline">
              {o.contact.name}
            </Link>
          ) : (
            <span className="text-muted-foreground">{o.customerName ?? o.email ?? "—"}</span>
          ),
      },
      { id: "status", header: "Status", cell: ({ row: { original: o } }) => <OrderStatusBadge status={o.status} /> },
      { id: "payment", header: "Payment", cell: ({ row: { original: o } }) => <span className="text-sm whitespace-nowrap">{financialLabel(o.financialStatus)}</span> },
      { id: "items", header: "Items", cell: ({ row: { original: o } }) => <span className="tabular-nums">{o.lineItems.reduce((s, l) => s + l.quantity, 0)}</span> },
      { id: "total", header: () => <span className="block text-right">Total</span>, cell: ({ row: { original: o } }) => <span className="block text-right whitespace-nowrap tabular-nums">{formatAmount(o.total, o.currency)}</span> },
    ],
    [],
  );
  const filtered = !!view.status || !!view.search;
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader title="Store" description="Orders, products and the connection to your online store." />
      <StoreTabs />
      {me.data && !canRead ? (
        <EmptyState className="bg-muted/30 border" icon={LockIcon} title="Your role can't see orders" description="Ask an owner or admin for access to the store." />
      ) : (
        <>
          <SearchStatusToolbar noun="orders" statuses={ORDER_STATUSES} labels={ORDER_STATUS_STYLES} view={view} update={update} />
          {orders.isError ? (
            <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
              Could not load the orders: {errorMessage(orders.error)}
            </p>
          ) : (
            <DataTable
              columns={columns}
              data={orders.data?.data ?? NONE}
              isLoading={me.isPending || orders.isPending}
              getRowId={(o) => o.id}
              caption="Orders"
              pagination={{ page: view.page, pageCount: orders.data?.pagination.totalPages ?? 1, onPageChange: (page) => update({ page }) }}
              emptyState={
                <EmptyState
                  className="py-14"
                  icon={ShoppingBagIcon}
                  title={filtered ? "No orders match" : "No orders yet"}
                  description={filtered ? "Try another search or status." : "Connect your store and its orders appear here as they are placed, each on its contact."}
                  action={
                    !filtered && (
                      <Button size="sm" asChild>
                        <Link href="/store/connection">Connect a store</Link>
                      </Button>
                    )
                  }
                />
              }
            />
          )}
        </>
      )}
    </div>
  );
}
