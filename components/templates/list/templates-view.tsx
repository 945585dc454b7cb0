"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { EyeIcon, FileTextIcon, MoreHorizontalIcon, PlusIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { actionsColumn, Timestamp } from "@/components/settings/table-cells";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { ListEmptyState } from "@/components/dashboard/list-empty-state";
import { errorMessage } from "@/lib/client/api";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useNow } from "@/lib/client/hooks/use-now";
import { useTemplates } from "@/lib/client/hooks/use-templates";
import { isTemplateViewFiltered, languageLabel, templateListQuery } from "@/lib/client/template-view";
import type { TemplateListItem } from "@/lib/client/types";
import { DeleteTemplateDialog } from "../delete-template-dialog";
import { CATEGORY_LABELS, QualityIndicator, TemplateStatusBadge, TYPE_LABELS } from "../template-badges";
import { SyncButton } from "./sync-button";
import { TemplatesToolbar } from "./templates-toolbar";
import { useTemplateView } from "./use-template-view";
import { tablePages } from "@/components/dashboard/table-pages";
import { LockedState } from "@/components/dashboard/locked-state";

const NONE: TemplateListItem[] = [];
const detailHref = (t: TemplateListItem) => `/templates/${encodeURIComponent(t.id)}`;

export function TemplatesView() {
  const me = useMe();
  const canRead = useCan("templates:read");
  const canWrite = useCan("templates:write");
  const { view, update } = useTemplateView();
  const list = useTemplates(templateListQuery(view), { enabled: canRead });
  const now = useNow();
  const [deleting, setDeleting] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<TemplateListItem>[]>(
    () => [
      {
        id: "name",
        header: "Template",
        cell: ({ row: { original: t } }) => (
          <div className="grid max-w-xs min-w-40 gap-0.5">
            <Link href={detailHref(t)} className="truncate font-mono text-[13px] font-medium underline-offset-4 hover:underline">
              {t.name}
            </Link>
            <span className="text-muted-foreground line-clamp-1 text-xs whitespace-normal" title={t.bodyText}>
              {t.bodyText}
            </span>
          </div>
        ),
      },
      {
        id: "language",
        header: "Language",
        cell: ({ row: { original: t } }) => (
          <span title={languageLabel(t.language)} className="font-mono text-xs">
            {t.language}
          </span>
        ),
      },
      { id: "category", header: "Category", cell: ({ row: { original: t } }) => CATEGORY_LABELS[t.category] },
      { id: "type", header: "Type", cell: ({ row: { original: t } }) => <span className="text-muted-foreground">{TYPE_LABELS[t.templateType]}</span> },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: t } }) => (
          <div className="grid max-w-56 justify-items-start gap-1">
            <TemplateStatusBadge status={t.status} />
            {t.status === "REJECTED" && t.rejectionReason && (
              <span className="text-muted-foreground line-clamp-2 text-xs whitespace-normal" title={t.rejectionReason}>
                {t.rejectionReason}
              </span>
            )}
          </div>
        ),
      },
      { id: "quality", header: "Quality", cell: ({ row: { original: t } }) => <QualityIndicator quality={t.quality} /> },
      { id: "updated", header: "Updated", cell: ({ row: { original: t } }) => <Timestamp at={t.updatedAt} now={now} /> },
      actionsColumn((t: TemplateListItem) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${t.name} (${t.language})`}>
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link href={detailHref(t)}>
                <EyeIcon aria-hidden="true" />
                Open
              </Link>
            </DropdownMenuItem>
            {canWrite && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(t.name)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete all languages
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )),
    ],
    [now, canWrite],
  );

  const pagination = list.data?.pagination;
  const filtered = isTemplateViewFiltered(view);
  const newButton = (size?: "sm") =>
    canWrite && (
      <Button size={size} asChild>
        <Link href="/templates/new">
          <PlusIcon aria-hidden="true" />
          New template
        </Link>
      </Button>
    );

  const emptyState = (
    <ListEmptyState
      noun="templates"
      pastEnd={pagination && pagination.total > 0 ? { description: "Every matching template is on an earlier page.", toFirstPage: () => update({ page: 1 }) } : null}
      filtered={filtered ? { description: "Nothing fits this search and these filters.", clear: () => update({ status: "", category: "", language: "", search: "" }) } : null}
      none={
        <EmptyState
          className="py-14"
          icon={FileTextIcon}
          title="No templates yet"
          description="Templates are the messages you can send outside the 24-hour window: order updates, reminders, codes and offers. Build one, or sync the ones your account already has."
          action={
            canWrite && (
              <>
                {newButton("sm")}
                <SyncButton size="sm" />
              </>
            )
          }
        />
      }
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader
        title="Templates"
        description="Pre-approved chat app messages you can send any time, even after the 24-hour window."
        actions={
          canWrite && (
            <>
              <SyncButton />
              {newButton()}
            </>
          )
        }
      />
      {me.data && !canRead ? (
        <LockedState scope="templates:read" title="Your role can't see templates" doWhat="see message templates" />
      ) : (
        <>
          <TemplatesToolbar view={view} update={update} />
          {list.isError ? (
            <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
              Could not load the templates: {errorMessage(list.error)}
            </p>
          ) : (
            <DataTable
              columns={columns}
              data={list.data?.data ?? NONE}
              isLoading={me.isPending || list.isPending}
              loadingRowCount={4}
              getRowId={(t) => t.id}
              caption="Message templates"
              className="[&_tbody]:align-top"
              emptyState={emptyState}
              pagination={tablePages(pagination, (page) => update({ page }), { scrollTop: true })}
            />
          )}
        </>
      )}
      <DeleteTemplateDialog name={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
