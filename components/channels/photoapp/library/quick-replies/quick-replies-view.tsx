"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MoreHorizontalIcon, PencilIcon, PlusIcon, Trash2Icon, XIcon, ZapIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { FacetedFilter } from "@/components/contacts/filters/faceted-filter";
import { SearchInput } from "@/components/contacts/filters/search-input";
import { ListEmptyState } from "@/components/dashboard/list-empty-state";
import { PageHeader } from "@/components/dashboard/page-header";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { actionsColumn } from "@/components/settings/table-cells";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/client/api";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useDeleteQuickReply, useQuickReplies, useQuickReplyCategories } from "@/components/channels/photoapp/library/use-library";
import type { QuickReply } from "@/lib/client/photoapp-library";
import { QuickReplyDialog } from "./quick-reply-dialog";
import { tablePages } from "@/components/dashboard/table-pages";
import { LockedState } from "@/components/dashboard/locked-state";

const NONE: QuickReply[] = [];
const LIMIT = 20;

/** Canned answers by shortcut: search, a category at a time, pages of 20, add, edit and delete. */
export function QuickRepliesView() {
  const me = useMe();
  const canRead = useCan("library:read");
  const canWrite = useCan("library:write");
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("");
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), limit: String(LIMIT), ...(search.trim() ? { search: search.trim() } : {}), ...(category ? { category } : {}) }).toString();
  const list = useQuickReplies(query);
  const categories = useQuickReplyCategories();
  const [editing, setEditing] = useState<{ reply: QuickReply | null } | null>(null);
  const [deleting, setDeleting] = useState<QuickReply | null>(null);
  const remove = useDeleteQuickReply();

  const columns = useMemo<ColumnDef<QuickReply>[]>(
    () => [
      {
        id: "shortcut",
        header: "Shortcut",
        cell: ({ row: { original: r } }) => (
          <button type="button" className="font-mono text-[13px] font-medium underline-offset-4 hover:underline disabled:no-underline" disabled={!canWrite} onClick={() => setEditing({ reply: r })}>
            /{r.shortcut}
          </button>
        ),
      },
      { id: "title", header: "Title", cell: ({ row: { original: r } }) => <span className="font-medium">{r.title}</span> },
      {
        id: "text",
        header: "Text",
        cell: ({ row: { original: r } }) => (
          <span className="text-muted-foreground line-clamp-2 max-w-md text-sm whitespace-normal" title={r.text}>
            {r.text}
          </span>
        ),
      },
      { id: "category", header: "Category", cell: ({ row: { original: r } }) => (r.category ? <Badge variant="secondary">{r.category}</Badge> : <span className="text-muted-foreground">—</span>) },
      actionsColumn((r: QuickReply) =>
        canWrite ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`Actions for /${r.shortcut}`}>
                <MoreHorizontalIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setEditing({ reply: r })}>
                <PencilIcon aria-hidden="true" />
                Edit
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(r)}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null,
      ),
    ],
    [canWrite],
  );

  const pagination = list.data?.pagination;
  const filtered = !!search.trim() || !!category;
  const clear = () => {
    setSearch("");
    setCategory("");
    setPage(1);
  };
  const categoryOptions = (categories.data?.data ?? []).map((c) => ({ value: c.category, label: c.category, hint: String(c.count) }));
  const newButton = (size?: "sm") =>
    canWrite && (
      <Button size={size} onClick={() => setEditing({ reply: null })}>
        <PlusIcon aria-hidden="true" />
        New quick reply
      </Button>
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader title="Quick replies" description="Canned answers agents drop into a photoapp reply by typing / and the shortcut." actions={newButton()} />
      {me.data && !canRead ? (
        <LockedState scope="library:read" title="Your role can't see quick replies" doWhat="see the library" />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2" role="search" aria-label="Filter quick replies">
            <SearchInput
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
              placeholder="Search shortcut, title or text…"
              label="Search quick replies"
              className="w-full sm:w-72"
            />
            <FacetedFilter
              title="Category"
              single
              searchable={categoryOptions.length > 8}
              options={categoryOptions}
              selected={category ? [category] : []}
              emptyText="No categories yet."
              onChange={(v) => {
                setCategory(v[v.length - 1] ?? "");
                setPage(1);
              }}
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
              Could not load the quick replies: {errorMessage(list.error)}
            </p>
          ) : (
            <DataTable
              columns={columns}
              data={list.data?.data ?? NONE}
              isLoading={me.isPending || list.isPending}
              loadingRowCount={4}
              getRowId={(r) => r.id}
              caption="Quick replies"
              className="[&_tbody]:align-top"
              emptyState={
                <ListEmptyState
                  noun="quick replies"
                  pastEnd={pagination && pagination.total > 0 ? { description: "Every matching quick reply is on an earlier page.", toFirstPage: () => setPage(1) } : null}
                  filtered={filtered ? { description: "Nothing fits this search and category.", clear } : null}
                  none={<EmptyState className="py-14" icon={ZapIcon} title="No quick replies yet" description="Save the answers your team types every day: opening hours, sizes, delivery times." action={newButton("sm")} />}
                />
              }
              pagination={tablePages(pagination, setPage)}
            />
          )}
        </>
      )}
      <QuickReplyDialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)} reply={editing?.reply ?? null} />
      <ControlledConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete /${deleting?.shortcut ?? ""}?`}
        description="Agents won't find it by its shortcut any more. Replies already sent stay in their conversations."
        confirmLabel="Delete quick reply"
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return true;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(`/${deleting.shortcut} was deleted`);
            return true;
          } catch (err) {
            toast.error(`Could not delete /${deleting.shortcut}`, { description: errorMessage(err) });
            return false;
          }
        }}
      />
    </div>
  );
}
