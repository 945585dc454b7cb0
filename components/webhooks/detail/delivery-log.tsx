"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { HistoryIcon, RotateCcwIcon, SearchXIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Timestamp } from "@/components/settings/table-cells";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/client/api";
import { useNow } from "@/lib/client/hooks/use-now";
import { useDeliveries, useResendFailed } from "@/lib/client/hooks/use-webhooks";
import type { Delivery, Webhook } from "@/lib/client/types";
import { DeliveryStatusBadge, HttpStatus } from "../status-badges";
import { DeliveryFilters, deliveryQuery, NO_FILTER, type DeliveryFilter } from "./delivery-filters";
import { DeliverySheet } from "./delivery-sheet";
import { useResendOne } from "./use-resend-one";
import { tablePages } from "@/components/dashboard/table-pages";

const NONE: Delivery[] = [];

/** The delivery log: filters, a server-paged table, and the detail drawer. */
export function DeliveryLog({ webhook, canWrite }: { webhook: Webhook; canWrite: boolean }) {
  const [filter, setFilterState] = useState<DeliveryFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  // The time range is measured from when it was chosen, so polling keeps one cache key.
  const [rangeFrom, setRangeFrom] = useState(() => Date.now());
  const list = useDeliveries(webhook.id, deliveryQuery(filter, page, rangeFrom));
  const resend = useResendOne(webhook.id);
  const now = useNow();
  const setFilter = useCallback((f: DeliveryFilter) => {
    setFilterState(f);
    setPage(1);
    setRangeFrom(Date.now());
  }, []);
  const filtered = filter.status !== NO_FILTER.status || filter.event.trim() !== "" || filter.range !== NO_FILTER.range;

  const columns = useMemo<ColumnDef<Delivery>[]>(
    () => [
      { id: "status", header: "Status", cell: ({ row: { original: d } }) => <DeliveryStatusBadge status={d.status} /> },
      {
        id: "event",
        header: "Event",
        cell: ({ row: { original: d } }) => (
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="focus-visible:ring-ring rounded font-mono text-xs font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2"
              onClick={() => setOpenId(d.id)}
            >
              {d.event}
            </button>
            {d.test && <Badge variant="outline">Test</Badge>}
          </div>
        ),
      },
      {
        id: "attempts",
        header: "Attempts",
        cell: ({ row: { original: d } }) => (
          <span className="tabular-nums">
            {d.attempts} <span className="text-muted-foreground">/ {d.maxAttempts}</span>
          </span>
        ),
      },
      {
        id: "response",
        header: "Response",
        cell: ({ row: { original: d } }) =>
          d.lastResponseStatus === null && d.lastError ? (
            <span className="text-destructive line-clamp-1 max-w-48 text-xs whitespace-normal" title={d.lastError}>
              {d.lastError}
            </span>
          ) : (
            <HttpStatus code={d.lastResponseStatus} />
          ),
      },
      {
        id: "latency",
        header: "Latency",
        cell: ({ row: { original: d } }) => <span className="tabular-nums">{d.latencyMs === null ? "—" : `${d.latencyMs.toLocaleString("en")} ms`}</span>,
      },
      { id: "created", header: "Created", cell: ({ row: { original: d } }) => <Timestamp at={d.createdAt} now={now} /> },
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: d } }) => (
          <div className="flex justify-end gap-1">
            {canWrite && d.canResend && (
              <Button variant="ghost" size="sm" disabled={resend.pending} onClick={() => void resend.run(d)} aria-label={`Resend ${d.event} delivery`}>
                <RotateCcwIcon aria-hidden="true" />
                Resend
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => setOpenId(d.id)} aria-label={`Details of ${d.event} delivery`}>
              Details
            </Button>
          </div>
        ),
      },
    ],
    [canWrite, now, resend],
  );

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Delivery log</CardTitle>
        <CardDescription>Every delivery with its attempts. Failed ones can be sent again for 7 days.</CardDescription>
        {canWrite && (
          <CardAction>
            <ResendFailedButton webhook={webhook} />
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <DeliveryFilters value={filter} onChange={setFilter} />
        {list.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the deliveries: {errorMessage(list.error)}
          </p>
        ) : (
          <DataTable
            columns={columns}
            data={list.data?.data ?? NONE}
            isLoading={list.isPending}
            getRowId={(d) => d.id}
            caption="Deliveries"
            className="[&_[data-slot=table-container]]:overflow-x-auto"
            pagination={tablePages(list.data && { page, totalPages: list.data.pagination.totalPages }, setPage)}
            emptyState={
              filtered ? (
                <EmptyState className="py-10" icon={SearchXIcon} title="No deliveries match" description="Nothing fits these filters." />
              ) : (
                <EmptyState
                  className="py-10"
                  icon={HistoryIcon}
                  title="No deliveries yet"
                  description="Deliveries appear here as subscribed events happen. Send a test to try your endpoint now."
                />
              )
            }
          />
        )}
      </CardContent>
      <DeliverySheet webhookId={webhook.id} deliveryId={openId} onClose={() => setOpenId(null)} canWrite={canWrite} />
    </Card>
  );
}

function ResendFailedButton({ webhook }: { webhook: Webhook }) {
  const resendFailed = useResendFailed(webhook.id);
  return (
    <ConfirmDialog
      title="Resend every failed delivery?"
      description="Each failed delivery of the last 7 days is sent again with a fresh set of retries, under its original delivery id so your endpoint can recognise repeats."
      confirmLabel="Resend failed"
      pending={resendFailed.isPending}
      onConfirm={async () => {
        try {
          const { resent } = await resendFailed.mutateAsync(undefined);
          if (resent === 0) toast.info("No failed deliveries to resend");
          else toast.success(`${resent.toLocaleString("en")} failed ${resent === 1 ? "delivery" : "deliveries"} resent`);
          return true;
        } catch (err) {
          toast.error("Could not resend the failed deliveries", { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="outline" size="sm" disabled={webhook.status !== "ACTIVE"} title={webhook.status !== "ACTIVE" ? "Resume the webhook first" : undefined}>
          <RotateCcwIcon aria-hidden="true" />
          Resend failed
        </Button>
      }
    />
  );
}
