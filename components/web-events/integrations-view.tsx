"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MousePointerClickIcon, PencilIcon, PlusIcon } from "lucide-react";
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
import { useIntegrations } from "@/lib/client/hooks/use-web-events";
import type { Integration } from "@/lib/client/types";
import { AuthTypeBadge, MappingSummary } from "./integration-badges";
import { IntegrationFormDialog } from "./integration-form-dialog";
import { LockedState } from "@/components/dashboard/locked-state";

const NONE: Integration[] = [];

export function IntegrationsView() {
  const me = useMe();
  const canRead = useCan("automations:read");
  const canWrite = useCan("automations:write");
  const list = useIntegrations({ enabled: canRead });
  const now = useNow();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Integration | null>(null);

  const columns = useMemo<ColumnDef<Integration>[]>(
    () => [
      {
        id: "name",
        header: "Integration",
        cell: ({ row: { original: i } }) => (
          <div className="grid max-w-sm min-w-0 gap-0.5">
            <Link href={`/web-events/${encodeURIComponent(i.id)}`} className="truncate font-medium underline-offset-4 hover:underline">
              {i.name}
            </Link>
            {i.description && <span className="text-muted-foreground truncate text-xs">{i.description}</span>}
          </div>
        ),
      },
      { id: "auth", header: "Authentication", cell: ({ row: { original: i } }) => <AuthTypeBadge authType={i.authType} /> },
      { id: "mapping", header: "Matches contacts by", cell: ({ row: { original: i } }) => <MappingSummary integration={i} /> },
      {
        id: "events",
        header: "Events",
        cell: ({ row: { original: i } }) => <span className="tabular-nums">{i.eventCount.toLocaleString("en")}</span>,
      },
      { id: "last", header: "Last event", cell: ({ row: { original: i } }) => <LastActivity at={i.lastEventAt} now={now} /> },
      actionsColumn(
        (i: Integration) =>
          canWrite && (
            <Button variant="ghost" size="icon-sm" onClick={() => setEditing(i)} aria-label={`Edit ${i.name}`}>
              <PencilIcon aria-hidden="true" />
            </Button>
          ),
      ),
    ],
    [now, canWrite],
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader
        title="Web events"
        description="Events from your website, matched to contacts, that can start workflows."
        actions={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" />
              New integration
            </Button>
          )
        }
      />
      {me.data && !canRead ? (
        <LockedState scope="automations:read" title="Your role can't see web-event integrations" doWhat="see automations" />
      ) : list.isError ? (
        <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
          Could not load the integrations: {errorMessage(list.error)}
        </p>
      ) : (
        <DataTable
          columns={columns}
          data={list.data?.data ?? NONE}
          isLoading={me.isPending || list.isPending}
          loadingRowCount={3}
          getRowId={(i) => i.id}
          caption="Web-event integrations"
          emptyState={
            <EmptyState
              className="py-14"
              icon={MousePointerClickIcon}
              title="No integrations yet"
              description="Create one to let your website or store send events such as a checkout or a sign-up; each one lands on the right contact."
              action={
                canWrite && (
                  <Button size="sm" onClick={() => setCreating(true)}>
                    <PlusIcon aria-hidden="true" />
                    New integration
                  </Button>
                )
              }
            />
          }
        />
      )}
      <IntegrationFormDialog open={creating} onOpenChange={setCreating} />
      <IntegrationFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} integration={editing} />
    </div>
  );
}
