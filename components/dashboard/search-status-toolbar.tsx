"use client";

import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import type { StatusListView } from "@/lib/client/status-list-view";

const ANY = "any";
const SEARCH_DEBOUNCE_MS = 300;

interface Props<S extends string> {
  /** What the list holds, for the accessible names: "campaigns". */
  noun: string;
  statuses: readonly S[];
  labels: Record<S, { label: string }>;
  view: StatusListView<S>;
  update: (patch: Partial<StatusListView<S>>) => void;
}

/** Search by name (asked once typing pauses) and one status at a time, as the list APIs filter. */
export function SearchStatusToolbar<S extends string>({ noun, statuses, labels, view, update }: Props<S>) {
  const [draft, setDraft] = useState(view.search);
  const [seen, setSeen] = useState(view.search);
  // A reset or the back button changes the URL: the box follows it.
  if (view.search !== seen) {
    setSeen(view.search);
    setDraft(view.search);
  }
  const settled = useDebounced(draft.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== view.search) update({ search: settled });
    // Only a settled change of the text asks again; the view changing under it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const filtered = !!view.status || !!view.search;
  return (
    <div className="flex flex-wrap items-center gap-2" role="search" aria-label={`Filter ${noun}`}>
      <div className="relative w-full sm:w-64">
        <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden="true" />
        <Input
          type="search"
          aria-label={`Search ${noun}`}
          placeholder="Search by name…"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && update({ search: draft.trim() })}
          className="h-8 pl-8 [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      <Select value={view.status || ANY} onValueChange={(v) => update({ status: v === ANY ? "" : (v as S) })}>
        <SelectTrigger size="sm" className="w-40" aria-label="Status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>All statuses</SelectItem>
          <SelectSeparator />
          {statuses.map((s) => (
            <SelectItem key={s} value={s}>
              {labels[s].label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          className="h-8"
          onClick={() => {
            setDraft("");
            update({ status: "", search: "" } as Partial<StatusListView<S>>);
          }}
        >
          Reset
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
