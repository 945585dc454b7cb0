"use client";

import { XIcon } from "lucide-react";
import { FacetedFilter } from "@/components/contacts/filters/faceted-filter";
import { SearchInput } from "@/components/contacts/filters/search-input";
import { Button } from "@/components/ui/button";
import { isTemplateViewFiltered, TEMPLATE_LANGUAGES, type TemplateView } from "@/lib/client/template-view";
import { TEMPLATE_CATEGORIES, TEMPLATE_STATUSES } from "@/lib/templates/enums";
import { CATEGORY_LABELS, STATUS_LABELS } from "../template-badges";

const STATUS_OPTIONS = TEMPLATE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
const LANGUAGE_OPTIONS = TEMPLATE_LANGUAGES.map((l) => ({ value: l.code, label: l.label, hint: l.code }));

/** Search by name, and one value at a time for status, category and language (as the API filters). */
export function TemplatesToolbar({ view, update }: { view: TemplateView; update: (patch: Partial<TemplateView>) => void }) {
  const one = (values: string[]) => values[values.length - 1] ?? "";
  return (
    <div className="flex flex-wrap items-center gap-2" role="search" aria-label="Filter templates">
      <SearchInput value={view.search} onChange={(search) => update({ search })} placeholder="Search by name…" label="Search templates" className="w-full sm:w-64" />
      <FacetedFilter title="Status" single options={STATUS_OPTIONS} selected={view.status ? [view.status] : []} onChange={(v) => update({ status: one(v) as TemplateView["status"] })} />
      <FacetedFilter
        title="Category"
        single
        options={CATEGORY_OPTIONS}
        selected={view.category ? [view.category] : []}
        onChange={(v) => update({ category: one(v) as TemplateView["category"] })}
      />
      <FacetedFilter title="Language" single searchable options={LANGUAGE_OPTIONS} selected={view.language ? [view.language] : []} onChange={(v) => update({ language: one(v) })} />
      {isTemplateViewFiltered(view) && (
        <Button variant="ghost" size="sm" className="h-8" onClick={() => update({ status: "", category: "", language: "", search: "" })}>
          Reset
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
