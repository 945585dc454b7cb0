"use client";

import { getCoreRowModel, useReactTable, type RowSelectionState, type SortingState, type Updater } from "@tanstack/react-table";
import { DownloadIcon, FileUpIcon, PlusIcon, UsersIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { useNow } from "@/lib/client/hooks/use-now";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListEmptyState } from "@/components/dashboard/list-empty-state";
import { errorMessage } from "@/lib/client/api";
import { apiQuery, clearedView, isFiltered, type SortKey } from "@/lib/client/contact-view";
import { exportUrl, useContactList } from "@/lib/client/hooks/use-contacts";
import { useCan } from "@/lib/client/hooks/use-me";
import type { Contact } from "@/lib/client/types";
import { ContactFormDialog } from "../contact-form-dialog";
import { StartConversationDialog } from "@/components/inbox/start/start-conversation-dialog";
import { ContactsToolbar } from "../filters/contacts-toolbar";
import { ImportDialog } from "../import/import-dialog";
import { BulkTagsDialog } from "./bulk-tags-dialog";
import { contactColumns, DEFAULT_HIDDEN } from "./contact-columns";
import { ContactsFooter } from "./contacts-footer";
import { ContactsTable } from "./contacts-table";
import { SelectionBar } from "./selection-bar";
import { useContactView } from "./use-contact-view";
import { useStoredState } from "./use-stored-state";

const NO_CONTACTS: Contact[] = [];

export function ContactsView() {
  const { view, update } = useContactView();
  const list = useContactList(apiQuery(view, { paging: true }));
  const canWrite = useCan("contacts:write");
  const now = useNow();
  const [columnVisibility, setColumnVisibility] = useStoredState<Record<string, boolean>>("contacts.columns", DEFAULT_HIDDEN);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<Contact | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [bulkAction, setBulkAction] = useState<"add" | "remove" | null>(null);

  const canSend = useCan("messages:send");
  const [messaging, setMessaging] = useState<Contact | null>(null);
  const columns = useMemo(() => contactColumns({ now, canWrite, onEdit: setEditing, onMessage: canSend ? setMessaging : undefined }), [now, canWrite, canSend]);
  const sorting = useMemo<SortingState>(() => [{ id: view.sortBy, desc: view.sortOrder === "desc" }], [view.sortBy, view.sortOrder]);
  const data = list.data?.data ?? NO_CONTACTS;

  function onSortingChange(updater: Updater<SortingState>) {
    const [next] = typeof updater === "function" ? updater(sorting) : updater;
    if (next) update({ sortBy: next.id as SortKey, sortOrder: next.desc ? "desc" : "asc" });
  }

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns non-memoizable functions; this component is not memoized.
  const table = useReactTable({
    data,
    columns,
    getRowId: (c) => c.id,
    state: { sorting, columnVisibility, rowSelection },
    initialState: { columnVisibility: DEFAULT_HIDDEN },
    onSortingChange,
    onColumnVisibilityChange: (u) => setColumnVisibility(typeof u === "function" ? u(columnVisibility) : u),
    onRowSelectionChange: setRowSelection,
    enableRowSelection: canWrite,
    enableSortingRemoval: false,
    manualSorting: true,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
  });

  // Selection is kept by id across pages, so a person can pick contacts from several pages.
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const filtered = isFiltered(view);
  const total = list.data?.pagination.total ?? 0;
  const exportHref = exportUrl(apiQuery(view, { paging: false }));

  const emptyState = (
    <ListEmptyState
      noun="contacts"
      pastEnd={total > 0 ? { description: `There are ${total.toLocaleString("en")} matching contacts, all on earlier pages.`, toFirstPage: () => update({ page: 1 }) } : null}
      filtered={filtered ? { description: "Nothing fits this search and these filters. Loosen them or start over.", clear: () => update(clearedView(view)) } : null}
      none={
        <EmptyState
        className="py-14"
        icon={UsersIcon}
        title="No contacts yet"
        description="Contacts appear here when customers message you on any channel. You can also add them yourself or import a CSV file."
        action={
          canWrite && (
            <>
              <Button size="sm" onClick={() => setCreating(true)}>
                <PlusIcon aria-hidden="true" />
                New contact
              </Button>
              <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
                <FileUpIcon aria-hidden="true" />
                Import CSV
              </Button>
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
        title="Contacts"
        description="The people you talk to, their tags and their timeline."
        actions={
          <>
            {/* A plain link: the browser downloads the CSV with the session cookie. */}
            <Button variant="outline" asChild>
              <a href={exportHref} download>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            {canWrite && (
              <>
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <FileUpIcon aria-hidden="true" />
                  Import CSV
                </Button>
                <Button onClick={() => setCreating(true)}>
                  <PlusIcon aria-hidden="true" />
                  New contact
                </Button>
              </>
            )}
          </>
        }
      />
      <ContactsToolbar view={view} update={update} table={table} />
      {selectedIds.length > 0 && (
        <SelectionBar count={selectedIds.length} onAddTags={() => setBulkAction("add")} onRemoveTags={() => setBulkAction("remove")} onClear={() => setRowSelection({})} />
      )}
      {list.isError ? (
        <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
          Could not load the contacts: {errorMessage(list.error)}
        </p>
      ) : (
        <ContactsTable table={table} isLoading={list.isPending} isFetching={list.isFetching && list.isPlaceholderData} emptyState={emptyState} />
      )}
      {list.data && total > 0 && <ContactsFooter view={view} update={update} pagination={list.data.pagination} shown={data.length} />}

      <ContactFormDialog open={creating} onOpenChange={setCreating} />
      <ContactFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} contact={editing} />
      <StartConversationDialog open={messaging !== null} onOpenChange={(open) => !open && setMessaging(null)} contact={messaging && { id: messaging.id, name: messaging.name, phone: messaging.phone }} />
      <ImportDialog open={importing} onOpenChange={setImporting} />
      <BulkTagsDialog
        action={bulkAction}
        contactIds={selectedIds}
        onClose={() => setBulkAction(null)}
        onDone={() => {
          setBulkAction(null);
          setRowSelection({});
        }}
      />
    </div>
  );
}
