"use client";

import { FileTextIcon, Loader2Icon } from "lucide-react";
import Link from "next/link";
import { SearchInput } from "@/components/contacts/filters/search-input";
import { CATEGORY_LABELS } from "@/components/templates/template-badges";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { errorMessage } from "@/lib/client/api";
import { useTemplates } from "@/lib/client/hooks/use-templates";
import { languageLabel } from "@/lib/client/template-view";
import type { TemplateListItem } from "@/lib/client/types";
import { cn } from "@/lib/utils";

const keyOf = (t: TemplateListItem) => t.id;

/** The approved templates, searchable by name; one is picked at a time (arrow keys move between them). */
export function TemplatePicker({
  search,
  onSearch,
  picked,
  onPick,
}: {
  search: string;
  onSearch: (search: string) => void;
  picked: TemplateListItem | null;
  onPick: (t: TemplateListItem) => void;
}) {
  const query = new URLSearchParams({ status: "APPROVED", limit: "50", ...(search ? { search } : {}) }).toString();
  const list = useTemplates(query);
  // Authentication templates carry a one-time code that systems send, not agents.
  const items = (list.data?.data ?? []).filter((t) => t.category !== "AUTHENTICATION");

  return (
    <div className="flex max-h-72 min-h-0 flex-col gap-2 sm:max-h-80">
      <SearchInput value={search} onChange={onSearch} placeholder="Search approved templates…" label="Search templates" />
      <div className="min-h-0 overflow-y-auto rounded-md border" data-testid="template-picker">
        {list.isPending ? (
          <p className="text-muted-foreground flex items-center justify-center gap-2 p-6 text-sm">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Loading templates…
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-destructive p-4 text-sm">
            Could not load the templates: {errorMessage(list.error)}
          </p>
        ) : items.length === 0 ? (
          <div className="grid justify-items-center gap-2 p-6 text-center text-sm">
            <FileTextIcon className="text-muted-foreground size-6" aria-hidden="true" />
            <p className="font-medium">{search ? "No approved template matches" : "No approved templates yet"}</p>
            <p className="text-muted-foreground">
              {search ? "Try another part of the name." : "Templates can be sent once the platform approves them."}{" "}
              <Link href="/templates" className="text-primary underline underline-offset-2">
                Manage templates
              </Link>
            </p>
          </div>
        ) : (
          <RadioGroup aria-label="Approved templates" value={picked ? keyOf(picked) : ""} onValueChange={(id) => onPick(items.find((t) => keyOf(t) === id)!)} className="gap-0">
            {items.map((t) => (
              <label
                key={keyOf(t)}
                className={cn(
                  "hover:bg-accent has-focus-visible:bg-accent flex cursor-pointer items-start gap-3 border-b px-3 py-2.5 last:border-b-0",
                  picked && keyOf(picked) === keyOf(t) && "bg-primary/5",
                )}
                data-testid="template-option"
              >
                <RadioGroupItem value={keyOf(t)} className="mt-1" aria-label={`${t.name} (${t.language})`} />
                <span className="grid min-w-0 gap-0.5">
                  <span className="flex items-center gap-2">
                    <span className="truncate font-mono text-[13px] font-medium">{t.name}</span>
                    <span className="text-muted-foreground shrink-0 text-xs" title={languageLabel(t.language)}>
                      {t.language}
                    </span>
                  </span>
                  <span className="text-muted-foreground line-clamp-1 text-xs">
                    {CATEGORY_LABELS[t.category]} · {t.bodyText}
                  </span>
                </span>
              </label>
            ))}
          </RadioGroup>
        )}
      </div>
    </div>
  );
}
