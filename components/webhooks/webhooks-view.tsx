"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon, WebhookIcon } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { actionsColumn, LastActivity } from "@/components/settings/table-cells";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/client/api";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useNow } from "@/lib/client/hooks/use-now";
import { useWebhooks } from "@/lib/client/hooks/use-webhooks";
import type { Webhook } from "@/lib/client/types";
import { DeleteWebhookDialog } from "./delete-webhook-dialog";
import { EventBadges } from "./event-badges";
import { WebhookStatusBadge } from "./status-badges";
import { SuccessRate } from "./success-rate";
import { usePauseToggle } from "./use-pause-toggle";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { WebhookRowActions } from "./webhook-row-actions";
import { LockedState } from "@/components/dashboard/locked-state";

const NONE: Webhook[] = [];

export function WebhooksView() {
  const me = useMe();
  const canRead = useCan("webhooks:read");
  const canWrite = useCan("webhooks:write");
  const list = useWebhooks({ enabled: canRead });
  const now = useNow();
  const toggle = usePauseToggle();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const columns = useMemo<ColumnDef<Webhook>[]>(
    () => [
      {
        id: "name",
        header: "Webhook",
        cell: ({ row: { original: w } }) => (
          <div className="grid max-w-md min-w-36 gap-0.5">
            <Link href={`/webhooks/${encodeURIComponent(w.id)}`} className="truncate font-medium underline-offset-4 hover:underline">
              {w.name}
            </Link>
            <span className="text-muted-foreground truncate font-mono text-xs" title={w.url}>
              {w.url}
            </span>
          </div>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: w } }) => (
          <div className="grid max-w-56 justify-items-start gap-1">
            <WebhookStatusBadge status={w.status} />
            {w.status !== "ACTIVE" && w.statusReason && (
              <span className="text-muted-foreground line-clamp-2 text-xs whitespace-normal" title={w.statusReason}>
                {w.statusReason}
              </span>
            )}
          </div>
        ),
      },
      { id: "events", header: "Events", cell: ({ row: { original: w } }) => <EventBadges events={w.events} /> },
      {
        id: "success",
        header: "Success (24 h)",
        cell: ({ row: { original: w } }) => <SuccessRate rate={w.recentSuccessRate} count={w.recentDeliveries} />,
      },
      { id: "last", header: "Last delivery", cell: ({ row: { original: w } }) => <LastActivity at={w.lastDeliveryAt} now={now} /> },
      actionsColumn(
        (w: Webhook) =>
          canWrite && (
            <WebhookRowActions webhook={w} pending={toggle.pending} onEdit={() => setEditing(w)} onToggle={() => void toggle.toggle(w)} onDelete={() => setDeleting(w)} />
          ),
      ),
    ],
    [now, canWrite, toggle],
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader
        title="Webhooks"
        description="Send events to your own systems as they happen, signed so you can trust them."
        actions={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" />
              New webhook
            </Button>
          )
        }
      />
      {me.data && !canRead ? (
        <LockedState scope="webhooks:read" title="Your role can't see webhooks" doWhat="see webhooks and their deliveries" />
      ) : list.isError ? (
        <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
          Could not load the webhooks: {errorMessage(list.error)}
        </p>
      ) : (
        <DataTable
          columns={columns}
          data={list.data?.data ?? NONE}
          isLoading={me.isPending || list.isPending}
          loadingRowCount={3}
          getRowId={(w) => w.id}
          caption="Webhooks"
          className="[&_tbody]:align-top"
          emptyState={
            <EmptyState
              className="py-14"
              icon={WebhookIcon}
              title="No webhooks yet"
              description="Add an HTTPS endpoint of yours and choose the events it should receive: new messages, contacts, orders and more."
              action={
                canWrite && (
                  <Button size="sm" onClick={() => setCreating(true)}>
                    <PlusIcon aria-hidden="true" />
                    New webhook
                  </Button>
                )
              }
            />
          }
        />
      )}
      <WebhookFormDialog open={creating} onOpenChange={setCreating} />
      <WebhookFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} webhook={editing} />
      <DeleteWebhookDialog webhook={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      {toggle.dialog}
    </div>
  );
}
