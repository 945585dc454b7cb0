"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon, WorkflowIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { ListEmptyState } from "@/components/dashboard/list-empty-state";
import { PageHeader } from "@/components/dashboard/page-header";
import { actionsColumn, Timestamp } from "@/components/settings/table-cells";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/client/api";
import { pageCount } from "@/lib/client/campaign-view";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useNow } from "@/lib/client/hooks/use-now";
import { useDuplicateWorkflow, useWorkflows } from "@/lib/client/hooks/use-workflows";
import type { WorkflowListItem } from "@/lib/client/types";
import { WORKFLOW_PAGE_SIZE, WORKFLOW_STATUSES, workflowList, workflowListQuery } from "@/lib/client/workflow-view";
import { SearchStatusToolbar } from "@/components/dashboard/search-status-toolbar";
import { useStatusListView } from "@/components/dashboard/use-status-list-view";
import { DeleteWorkflowDialog } from "../delete-workflow-dialog";
import { TriggerEventLabel } from "../trigger-event-label";
import { useExportWorkflow } from "../use-export-workflow";
import { UnpublishedChangesHint, WORKFLOW_STATUS, WorkflowStatusBadge } from "../workflow-badges";
import { ImportWorkflowButton } from "./import-workflow-button";
import { NewWorkflowDialog } from "./new-workflow-dialog";
import { WorkflowRowActions } from "./workflow-row-actions";
import { LockedState } from "@/components/dashboard/locked-state";

const NONE: WorkflowListItem[] = [];
const editorHref = (w: { id: string }) => `/workflows/${encodeURIComponent(w.id)}`;

function Count({ value, label, tone }: { value: number; label: string; tone?: "bad" }) {
  return (
    <span className={tone === "bad" && value > 0 ? "text-destructive font-medium tabular-nums" : "tabular-nums"} title={`${value.toLocaleString("en")} ${label}`}>
      {value.toLocaleString("en")}
    </span>
  );
}

export function WorkflowsView() {
  const me = useMe();
  const canRead = useCan("automations:read");
  const canWrite = useCan("automations:write");
  const { view, update } = useStatusListView(workflowList);
  const list = useWorkflows(workflowListQuery(view), { enabled: canRead });
  const now = useNow();
  const router = useRouter();
  const duplicate = useDuplicateWorkflow();
  const exporter = useExportWorkflow();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WorkflowListItem | null>(null);

  const columns = useMemo<ColumnDef<WorkflowListItem>[]>(() => {
    async function copy(w: WorkflowListItem) {
      try {
        const created = await duplicate.mutateAsync({ id: w.id });
        toast.success(`${w.name} was duplicated`, { description: `The copy, “${created.name}”, is a draft.`, action: { label: "Open", onClick: () => router.push(editorHref(created)) } });
      } catch (err) {
        toast.error(`Could not duplicate ${w.name}`, { description: errorMessage(err) });
      }
    }
    return [
      {
        id: "name",
        header: "Workflow",
        cell: ({ row: { original: w } }) => (
          <div className="grid max-w-72 min-w-40 gap-0.5">
            <Link href={editorHref(w)} className="truncate font-medium underline-offset-4 hover:underline">
              {w.name}
            </Link>
            <span className="text-muted-foreground truncate text-xs">
              {w.nodeCount.toLocaleString("en")} step{w.nodeCount === 1 ? "" : "s"}
              {w.publishedVersion ? (w.status === "PUBLISHED" ? ` · version ${w.publishedVersion} live` : ` · last published as version ${w.publishedVersion}`) : ""}
            </span>
          </div>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: w } }) => (
          <div className="grid justify-items-start gap-1">
            <WorkflowStatusBadge status={w.status} />
            {w.status === "PUBLISHED" && w.hasUnpublishedChanges && <UnpublishedChangesHint />}
          </div>
        ),
      },
      { id: "trigger", header: "Trigger", cell: ({ row: { original: w } }) => <TriggerEventLabel event={w.triggerEvent} /> },
      {
        id: "runs",
        header: () => <span className="block text-right">Runs (24 h)</span>,
        cell: ({ row: { original: w } }) => (
          <div className="text-right" data-testid="runs-24h">
            <Count value={w.stats.runsLast24h} label="runs in the last 24 hours" />
          </div>
        ),
      },
      {
        id: "failed",
        header: () => <span className="block text-right">Failed (24 h)</span>,
        cell: ({ row: { original: w } }) => (
          <div className="text-right" data-testid="failed-24h">
            <Count value={w.stats.failedLast24h} label="failed runs in the last 24 hours" tone="bad" />
          </div>
        ),
      },
      { id: "updated", header: "Updated", cell: ({ row: { original: w } }) => <Timestamp at={w.updatedAt} now={now} /> },
      actionsColumn((w: WorkflowListItem) => (
        <WorkflowRowActions workflow={w} href={editorHref(w)} canWrite={canWrite} onDuplicate={() => void copy(w)} onExport={() => void exporter.run(w)} onDelete={() => setDeleting(w)} />
      )),
    ];
  }, [now, canWrite, duplicate, exporter, router]);

  const pagination = list.data?.pagination;
  const filtered = !!view.status || !!view.search;
  const newButton = (size?: "sm") =>
    canWrite && (
      <Button size={size} onClick={() => setCreating(true)}>
        <PlusIcon aria-hidden="true" />
        New workflow
      </Button>
    );

  const emptyState = (
    <ListEmptyState
      noun="workflows"
      pastEnd={pagination && pagination.total > 0 ? { description: "Every matching workflow is on an earlier page.", toFirstPage: () => update({ page: 1 }) } : null}
      filtered={filtered ? { description: "Nothing fits this search and this status.", clear: () => update({ status: "", search: "" }) } : null}
      none={
        <EmptyState
          className="py-14"
          icon={WorkflowIcon}
          title="No workflows yet"
          description="A workflow reacts to an event (a new contact, a message, an order) with steps you draw: messages, conditions, waits, tags and more."
          action={newButton("sm")}
        />
      }
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader
        title="Workflows"
        description="Automatic replies and actions, started by events and drawn as a graph."
        actions={
          canWrite && (
            <>
              <ImportWorkflowButton />
              {newButton()}
            </>
          )
        }
      />
      {me.data && !canRead ? (
        <LockedState scope="automations:read" title="Your role can't see workflows" doWhat="see workflows" />
      ) : (
        <>
          <SearchStatusToolbar noun="workflows" statuses={WORKFLOW_STATUSES} labels={WORKFLOW_STATUS} view={view} update={update} />
          {list.isError ? (
            <div role="alert" className="text-destructive flex flex-wrap items-center justify-between gap-3 rounded-md border px-4 py-6 text-sm">
              <span>Could not load the workflows: {errorMessage(list.error)}</span>
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <DataTable
              columns={columns}
              data={list.data?.data ?? NONE}
              isLoading={me.isPending || list.isPending}
              loadingRowCount={5}
              getRowId={(w) => w.id}
              caption="Workflows"
              className="[&_tbody]:align-top"
              emptyState={emptyState}
              pagination={
                pagination && pagination.total > pagination.limit
                  ? {
                      page: Math.floor(pagination.offset / WORKFLOW_PAGE_SIZE) + 1,
                      pageCount: pageCount(pagination.total, pagination.limit),
                      onPageChange: (page) => {
                        update({ page });
                        window.scrollTo({ top: 0 });
                      },
                    }
                  : undefined
              }
            />
          )}
        </>
      )}
      <NewWorkflowDialog open={creating} onOpenChange={setCreating} />
      <DeleteWorkflowDialog workflow={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
