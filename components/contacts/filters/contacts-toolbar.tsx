"use client";

import type { Table } from "@tanstack/react-table";
import { XIcon } from "lucide-react";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import { clearedView, isFiltered, type ContactLabel, type ContactStatus, type ContactView, type LifecycleStage } from "@/lib/client/contact-view";
import { useTags } from "@/lib/client/hooks/use-tags";
import { useTeam } from "@/lib/client/hooks/use-team";
import type { Contact } from "@/lib/client/types";
import { fullHex } from "../tag-chip";
import { LABEL_OPTIONS, STAGE_OPTIONS, STATUS_OPTIONS } from "../options";
import type { UpdateView } from "../list/use-contact-view";
import { ColumnsMenu } from "./columns-menu";
import { ActiveFilterChips } from "./active-filter-chips";
import { FacetedFilter } from "./faceted-filter";
import { MoreFiltersSheet } from "./more-filters-sheet";
import { SearchInput } from "./search-input";

/** Search, the common filters as buttons, the rest in a sheet, and the column menu. */
export function ContactsToolbar({ view, update, table }: { view: ContactView; update: UpdateView; table: Table<Contact> }) {
  const tags = useTags();
  const team = useTeam();
  // Stable, so the search box's debounce timer isn't restarted by unrelated re-renders.
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const tagOptions = (tags.data ?? []).map((t) => ({
    value: t.id,
    label: t.name,
    hint: t.contactCount?.toLocaleString("en"),
    icon: <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ backgroundColor: fullHex(t.color) }} />,
  }));
  const assigneeOptions = [
    { value: "none", label: "Unassigned" },
    ...(team.data?.data ?? []).map((m) => ({ value: m.id, label: m.name })),
  ];

  return (
    <div className="flex flex-col gap-2" role="search" aria-label="Filter contacts">
      <div className="flex items-start gap-2">
        <div className="flex flex-1 flex-wrap items-center gap-2">
          <SearchInput
            value={view.search}
            onChange={onSearch}
            label="Search contacts"
            placeholder="Search contacts…"
            className="w-full sm:w-56"
          />
          <FacetedFilter title="Status" options={STATUS_OPTIONS} selected={view.status} onChange={(v) => update({ status: v as ContactStatus[] })} />
          <FacetedFilter title="Stage" options={STAGE_OPTIONS} selected={view.lifecycleStage} onChange={(v) => update({ lifecycleStage: v as LifecycleStage[] })} />
          <FacetedFilter title="Label" options={LABEL_OPTIONS} selected={view.label} onChange={(v) => update({ label: v as ContactLabel[] })} />
          <FacetedFilter
            title="Tags"
            options={tagOptions}
            selected={view.tagIds}
            onChange={(tagIds) => update({ tagIds })}
            searchable={tagOptions.length > 7}
            emptyText={tags.isPending ? "Loading tags…" : "No tags yet."}
          />
          <FacetedFilter
            title="Assignee"
            options={assigneeOptions}
            selected={view.assignedAgentId ? [view.assignedAgentId] : []}
            onChange={([id]) => update({ assignedAgentId: id })}
            single
            searchable={assigneeOptions.length > 8}
          />
          <MoreFiltersSheet view={view} update={update} />
          {isFiltered(view) && (
            <Button variant="ghost" size="sm" className="h-8 px-2" onClick={() => update(clearedView(view))}>
              Reset
              <XIcon aria-hidden="true" />
            </Button>
          )}
        </div>
        <ColumnsMenu table={table} />
      </div>
      <ActiveFilterChips view={view} update={update} />
    </div>
  );
}
