"use client";

import { PackageXIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { BackLink, DETAIL_PAGE, DetailLoadError } from "@/components/dashboard/detail-page";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { useCan } from "@/lib/client/hooks/use-me";
import { useOrder, useUpdateOrder, type Order } from "@/lib/client/hooks/use-store";
import { financialLabel, formatAmount, fulfillmentLabel, OrderStatusBadge } from "./order-badges";

export function OrderDetail({ id }: { id: string }) {
  const order = useOrder(id);
  const canWrite = useCan("orders:write");
  if (order.isError) return <DetailLoadError what="Order" error={order.error} icon={PackageXIcon} list={{ href: "/store", name: "orders" }} />;
  if (!order.data) return <Skeleton className="m-8 h-96" />;
  const o = order.data;
  const money = (n: number) => formatAmount(n, o.currency);
  return (
    <div className={DETAIL_PAGE}>
      <BackLink href="/store">All orders</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight">
            Order {o.orderNumber} <OrderStatusBadge status={o.status} />
          </h1>
          <p className="text-muted-foreground text-sm">
            Placed {formatDateTime(o.placedAt)} · {o.source === "MANUAL" ? "Manual order" : `From the store (${o.source.toLowerCase()})`}
          </p>
        </div>
        {canWrite && o.status !== "CANCELLED" && <CancelOrder order={o} />}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0 gap-4">
          <CardHeader>
            <CardTitle>Items</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Product</TableHead>
                    <TableHead className="text-right">Qty</TableHead>
                    <TableHead className="text-right">Price</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {o.lineItems.map((l, i) => (
                    <TableRow key={l.id ?? i}>
                      <TableCell className="max-w-64 whitespace-normal">
                        <span className="font-medium">{l.title}</span>
                        {l.sku && <span className="text-muted-foreground block font-mono text-xs">{l.sku}</span>}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
                      <TableCell className="text-right tabular-nums">{money(l.price * l.quantity)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {(
                [
                  ["Subtotal", o.subtotal],
                  ["Shipping", o.totalShipping],
                  ["Tax", o.totalTax],
                  ["Discounts", -o.totalDiscounts],
                  ["Refunded", -o.refundedAmount],
                ] as const
              )
                .filter(([k, v]) => k === "Subtotal" || v !== 0)
                .map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-muted-foreground">{k}</dt>
                    <dd className="text-right tabular-nums">{money(v)}</dd>
                  </div>
                ))}
              <dt className="font-medium">Total</dt>
              <dd className="text-right font-medium tabular-nums" data-testid="order-total">
                {money(o.total)}
              </dd>
            </dl>
          </CardContent>
        </Card>
        <div className="grid min-w-0 gap-6">
          <Card className="gap-3">
            <CardHeader>
              <CardTitle>Customer</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1 text-sm">
              {o.contact ? (
                <Link href={`/contacts/${encodeURIComponent(o.contact.id)}`} className="font-medium underline-offset-4 hover:underline">
                  {o.contact.name}
                </Link>
              ) : (
                <span className="font-medium">{o.customerName ?? "—"}</span>
              )}
              {o.email && <span className="text-muted-foreground break-all">{o.email}</span>}
              {o.phone && <span className="text-muted-foreground">+{o.phone}</span>}
            </CardContent>
          </Card>
          <Card className="gap-3">
            <CardHeader>
              <CardTitle>Payment and shipping</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <p>
                {financialLabel(o.financialStatus)} · {fulfillmentLabel(o.fulfillmentStatus)}
              </p>
              {o.shippingAddress && (
                <address className="text-muted-foreground not-italic">
                  {[o.shippingAddress.name, o.shippingAddress.address1, o.shippingAddress.address2, [o.shippingAddress.zip, o.shippingAddress.city].filter(Boolean).join(" "), o.shippingAddress.province, o.shippingAddress.country]
                    .filter(Boolean)
                    .map((line, i) => (
                      <span key={i} className="block">
                        {line}
                      </span>
                    ))}
                </address>
              )}
              <Tracking order={o} canWrite={canWrite} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

function Tracking({ order: o, canWrite }: { order: Order; canWrite: boolean }) {
  const update = useUpdateOrder(o.id);
  const [value, setValue] = useState(o.trackingNumber ?? "");
  if (!canWrite) return <p>Tracking: {o.trackingNumber ?? "—"}</p>;
  return (
    <form
      className="grid gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await update.mutateAsync({ trackingNumber: value.trim() || null });
          toast.success("Tracking number saved");
        } catch (err) {
          toast.error(errorMessage(err));
        }
      }}
    >
      <Label htmlFor="tracking">Tracking number</Label>
      <div className="flex gap-2">
        <Input id="tracking" value={value} onChange={(e) => setValue(e.target.value)} maxLength={100} className="min-w-0" />
        <Button type="submit" variant="outline" disabled={update.isPending || value === (o.trackingNumber ?? "")}>
          Save
        </Button>
      </div>
    </form>
  );
}

function CancelOrder({ order: o }: { order: Order }) {
  const update = useUpdateOrder(o.id);
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">Cancel order</Button>}
      title={`Cancel order ${o.orderNumber}?`}
      description="The order stops counting towards the contact's total spent and order count, and order.cancelled is sent to your webhooks. A store order is changed here only, not in the store."
      confirmLabel="Cancel order"
      pending={update.isPending}
      onConfirm={async () => {
        try {
          await update.mutateAsync({ status: "CANCELLED" });
          toast.success(`Order ${o.orderNumber} cancelled`);
          return true;
        } catch (err) {
          toast.error(errorMessage(err));
          return false;
        }
      }}
    />
  );
}
