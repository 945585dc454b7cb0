"use client";

import { ChevronLeftIcon, ChevronRightIcon, Loader2Icon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { SearchInput } from "@/components/contacts/filters/search-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { errorMessage } from "@/lib/client/api";
import { useContactList } from "@/lib/client/hooks/use-contacts";
import { MAX_AUDIENCE_CONTACTS } from "@/lib/campaigns/schemas";
import type { PickedContact } from "./wizard-types";

const PAGE_SIZE = 8;

/** Contacts with a phone, searchable and paged, ticked one by one; the ticked ones stay as chips. */
export function ContactPicker({
  selected,
  picked,
  onChange,
}: {
  selected: string[];
  picked: Map<string, PickedContact>;
  onChange: (ids: string[], picked: Map<string, PickedContact>) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page), hasPhone: "true", sortBy: "name", sortOrder: "asc", ...(search ? { search } : {}) }).toString();
  const list = useContactList(query);
  const rows = list.data?.data ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 1;
  const chosen = new Set(selected);

  function toggle(c: PickedContact, checked: boolean) {
    const next = new Map(picked);
    if (checked) next.set(c.id, c);
    else next.delete(c.id);
    const ids = checked ? [...selected.filter((x) => x !== c.id), c.id] : selected.filter((x) => x !== c.id);
    onChange(ids.slice(0, MAX_AUDIENCE_CONTACTS), next);
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SearchInput
          value={search}
          onChange={(s) => {
            setSearch(s);
            setPage(1);
          }}
          placeholder="Search by name, phone or email…"
          label="Search contacts"
          className="w-full sm:w-72"
        />
        <span className="text-muted-foreground text-sm tabular-nums" aria-live="polite" data-testid="picked-count">
          {selected.length.toLocaleString("en")} selected
        </span>
      </div>
      <div className="rounded-md border" role="group" aria-label="Contacts">
        {list.isPending ? (
          <p className="text-muted-foreground flex items-center justify-center gap-2 p-6 text-sm">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Loading contacts…
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-destructive p-4 text-sm">
            Could not load the contacts: {errorMessage(list.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground p-6 text-center text-sm">{search ? "No contact with a phone matches." : "No contacts with a phone number yet."}</p>
        ) : (
          <ul className="divide-y">
            {rows.map((c) => (
              <li key={c.id}>
                <label htmlFor={`${id}-${c.id}`} className="hover:bg-accent/50 has-focus-visible:bg-accent flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <Checkbox
                    id={`${id}-${c.id}`}
                    checked={chosen.has(c.id)}
                    onCheckedChange={(v) => toggle({ id: c.id, name: c.name, phone: c.phone }, !!v)}
                    aria-label={c.name}
                  />
                  <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
                  <span className="text-muted-foreground font-mono text-xs">{c.phone}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {totalPages > 1 && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <span className="text-muted-foreground mr-auto">
            Page {page} of {totalPages}
          </span>
          <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label="Previous page of contacts">
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={page >= totalPages} onClick={() => setPage(page + 1)} aria-label="Next page of contacts">
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      )}
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Selected contacts">
          {selected.slice(0, 30).map((cid) => {
            const c = picked.get(cid);
            return (
              <li key={cid} className="bg-muted inline-flex h-6 items-center gap-1 rounded-full pr-0.5 pl-2.5 text-xs">
                <span className="max-w-40 truncate">{c?.name ?? cid}</span>
                <button
                  type="button"
                  onClick={() => toggle(c ?? { id: cid, name: cid, phone: null }, false)}
                  aria-label={`Remove ${c?.name ?? cid}`}
                  className="hover:bg-background focus-visible:ring-ring/50 inline-flex size-5 items-center justify-center rounded-full outline-none focus-visible:ring-[3px]"
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </li>
            );
          })}
          {selected.length > 30 && <li className="text-muted-foreground text-xs">and {(selected.length - 30).toLocaleString("en")} more</li>}
        </ul>
      )}
    </div>
  );
}
