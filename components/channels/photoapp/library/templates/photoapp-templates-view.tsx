"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { GalleryHorizontalIcon, MoreHorizontalIcon, PencilIcon, PlusIcon, Trash2Icon, XIcon } from "lucide-react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { FacetedFilter } from "@/components/contacts/filters/faceted-filter";
import { SearchInput } from "@/components/contacts/filters/search-input";
import { ListEmptyState } from "@/components/dashboard/list-empty-state";
import { PageHeader } from "@/components/dashboard/page-header";
import { actionsColumn, Timestamp } from "@/components/settings/table-cells";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useNow } from "@/lib/client/hooks/use-now";
import { usePhotoappTemplates, useUpdatePhotoappTemplate } from "@/components/channels/photoapp/library/use-library";
import { parsePhotoappTemplateView, photoappTemplateListQuery, photoappTemplateViewParams, type PhotoappTemplate, type PhotoappTemplateView } from "@/lib/client/photoapp-library";
import { writeListUrl } from "@/lib/client/write-list-url";
import { DeletePhotoappTemplateDialog } from "./delete-photoapp-template-dialog";
import { tablePages } from "@/components/dashboard/table-pages";
import { LockedState } from "@/components/dashboard/locked-state";

const NONE: PhotoappTemplate[] = [];
const ACTIVE_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];
export const photoappTemplateHref = (t: { id: string }) => `/photoapp/templates/${encodeURIComponent(t.id)}`;

/** The filters live in the URL, as on the other lists; any change but a page turn goes back to page 1. */
function usePhotoappTemplateView() {
  const params = useSearchParams();
  const pathname = usePathname();
  const key = params.toString();
  const view = useMemo(() => parsePhotoappTemplateView(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (patch: Partial<PhotoappTemplateView>) => {
      writeListUrl(pathname, photoappTemplateViewParams({ ...view, page: 1, ...patch }), "page" in patch ? "push" : "replace");
    },
    [view, pathname],
  );
  return { view, update };
}

export function PhotoappTemplatesView() {
  const me = useMe();
  const canRead = useCan("templates:read");
  const canWrite = useCan("templates:write");
  const { view, update } = usePhotoappTemplateView();
  const list = usePhotoappTemplates(photoappTemplateListQuery(view));
  const now = useNow();
  const [deleting, setDeleting] = useState<PhotoappTemplate | null>(null);

  const columns = useMemo<ColumnDef<PhotoappTemplate>[]>(
    () => [
      {
        id: "name",
        header: "Template",
        cell: ({ row: { original: t } }) => (
          <div className="grid max-w-sm min-w-40 gap-0.5">
            <Link href={photoappTemplateHref(t)} className="truncate font-medium underline-offset-4 hover:underline">
              {t.name}
            </Link>
            {t.description && (
              <span className="text-muted-foreground line-clamp-1 text-xs whitespace-normal" title={t.description}>
                {t.description}
              </span>
            )}
          </div>
        ),
      },
      {
        id: "cards",
        header: "Cards",
        cell: ({ row: { original: t } }) => (
          <div className="grid max-w-64 gap-0.5">
            <span className="tabular-nums">{t.cards.length}</span>
            <span className="text-muted-foreground truncate text-xs">{t.cards.map((c) => c.title).join(" · ")}</span>
          </div>
        ),
      },
      { id: "active", header: "Active", cell: ({ row: { original: t } }) => <ActiveSwitch template={t} disabled={!canWrite} /> },
      { id: "updated", header: "Updated", cell: ({ row: { original: t } }) => <Timestamp at={t.updatedAt} now={now} /> },
      actionsColumn((t: PhotoappTemplate) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${t.name}`}>
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link href={photoappTemplateHref(t)}>
                <PencilIcon aria-hidden="true" />
                {canWrite ? "Edit and send" : "Open"}
              </Link>
            </DropdownMenuItem>
            {canWrite && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(t)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
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
  const filtered = !!view.search || !!view.active;
  const clear = () => update({ search: "", active: "" });
  const newButton = (size?: "sm") =>
    canWrite && (
      <Button size={size} asChild>
        <Link href="/photoapp/templates/new">
          <PlusIcon aria-hidden="true" />
          New template
        </Link>
      </Button>
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader title="Photoapp templates" description="Carousels of up to 10 cards, saved once and sent to any photoapp customer inside the 24-hour window." actions={newButton()} />
      {me.data && !canRead ? (
        <LockedState scope="templates:read" title="Your role can't see templates" doWhat="see photoapp templates" />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2" role="search" aria-label="Filter photoapp templates">
            <SearchInput value={view.search} onChange={(search) => update({ search })} placeholder="Search by name…" label="Search photoapp templates" className="w-full sm:w-64" />
            <FacetedFilter
              title="Active"
              single
              options={ACTIVE_OPTIONS}
              selected={view.active ? [view.active] : []}
              onChange={(v) => update({ active: (v[v.length - 1] ?? "") as PhotoappTemplateView["active"] })}
            />
            {filtered && (
              <Button variant="ghost" size="sm" className="h-8" onClick={clear}>
                Reset
                <XIcon aria-hidden="true" />
              </Button>
            )}
          </div>
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
              caption="Photoapp templates"
              className="[&_tbody]:align-top"
              emptyState={
                <ListEmptyState
                  noun="templates"
                  pastEnd={pagination && pagination.total > 0 ? { description: "Every matching template is on an earlier page.", toFirstPage: () => update({ page: 1 }) } : null}
                  filtered={filtered ? { description: "Nothing fits this search and filter.", clear } : null}
                  none={
                    <EmptyState
                      className="py-14"
                      icon={GalleryHorizontalIcon}
                      title="No photoapp templates yet"
                      description="A template is a carousel of cards, each with a picture, a title and up to three buttons. Build one once and send it from here or the inbox."
                      action={newButton("sm")}
                    />
                  }
                />
              }
              pagination={tablePages(pagination, (page) => update({ page }), { scrollTop: true })}
            />
          )}
        </>
      )}
      <DeletePhotoappTemplateDialog template={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}

/** Turns a template on or off from its row; an inactive template can't be sent. */
function ActiveSwitch({ template: t, disabled }: { template: PhotoappTemplate; disabled: boolean }) {
  const update = useUpdatePhotoappTemplate();
  const checked = update.isPending && update.variables ? update.variables.input.isActive === true : t.isActive;
  return (
    <Switch
      checked={checked}
      disabled={disabled || update.isPending}
      aria-label={`${t.name} is active`}
      onCheckedChange={async (isActive) => {
        try {
          await update.mutateAsync({ id: t.id, input: { isActive } });
          toast.success(isActive ? `${t.name} is active` : `${t.name} is inactive`, { description: isActive ? undefined : "It can't be sent until you turn it back on." });
        } catch (err) {
          toast.error(`Could not change ${t.name}`, { description: errorMessage(err) });
        }
      }}
    />
  );
}
