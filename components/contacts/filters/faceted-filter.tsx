"use client";

import { CheckIcon, PlusCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Separator } from "@/components/ui/separator";
import { cn } from "@/lib/utils";

export type FacetOption = { value: string; label: string; icon?: React.ReactNode; hint?: string };

type Props = {
  title: string;
  options: FacetOption[];
  selected: string[];
  onChange: (values: string[]) => void;
  /** One value at a time (a radio list) instead of any number (checkboxes). */
  single?: boolean;
  /** Show a search box over the options (long lists such as tags). */
  searchable?: boolean;
  emptyText?: string;
  footer?: React.ReactNode;
};

/**
 * shadcn's "faceted filter": a dashed button naming the filter and what is picked, opening a
 * list of options. Every option is a real checkbox (or radio), so Tab and Space work.
 */
export function FacetedFilter({ title, options, selected, onChange, single, searchable, emptyText = "Nothing to choose from yet.", footer }: Props) {
  const [query, setQuery] = useState("");
  const id = useId();
  const chosen = new Set(selected);
  const q = query.trim().toLowerCase();
  const visible = q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  const labels = selected.map((v) => options.find((o) => o.value === v)?.label ?? v);

  function toggle(value: string) {
    if (single) onChange(chosen.has(value) ? [] : [value]);
    else onChange(chosen.has(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  }

  return (
    <Popover onOpenChange={(open) => !open && setQuery("")}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className={cn("h-8 border-dashed", selected.length && "border-solid")}>
          <PlusCircleIcon aria-hidden="true" className={cn(selected.length && "hidden")} />
          {title}
          {selected.length > 0 && (
            <>
              <Separator orientation="vertical" className="mx-0.5 data-[orientation=vertical]:h-4" />
              {selected.length > 2 ? (
                <Badge variant="secondary" className="rounded-sm px-1 font-normal">
                  {selected.length} selected
                </Badge>
              ) : (
                labels.map((l) => (
                  <Badge key={l} variant="secondary" className="max-w-28 truncate rounded-sm px-1 font-normal">
                    {l}
                  </Badge>
                ))
              )}
            </>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-60 p-0" align="start">
        {searchable && (
          <div className="border-b p-2">
            <Input
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={`Search ${title.toLowerCase()}…`}
              aria-label={`Search ${title.toLowerCase()}`}
              className="h-8"
            />
          </div>
        )}
        <div role={single ? "radiogroup" : "group"} aria-label={title} className="max-h-72 overflow-y-auto p-1">
          {visible.length === 0 && <p className="text-muted-foreground px-2 py-6 text-center text-sm">{q ? "No matches." : emptyText}</p>}
          {visible.map((o) => {
            const checked = chosen.has(o.value);
            const inputId = `${id}-${o.value}`;
            return (
              <label
                key={o.value}
                htmlFor={inputId}
                className="hover:bg-accent has-focus-visible:bg-accent flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none"
              >
                {single ? (
                  <button
                    id={inputId}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    onClick={() => toggle(o.value)}
                    className={cn(
                      "border-input focus-visible:ring-ring/50 flex size-4 shrink-0 items-center justify-center rounded-full border outline-none focus-visible:ring-[3px]",
                      checked && "border-primary bg-primary text-primary-foreground",
                    )}
                  >
                    {checked && <CheckIcon className="size-3" aria-hidden="true" />}
                  </button>
                ) : (
                  <Checkbox id={inputId} checked={checked} onCheckedChange={() => toggle(o.value)} />
                )}
                {o.icon}
                <span className="min-w-0 flex-1 truncate">{o.label}</span>
                {o.hint && <span className="text-muted-foreground text-xs tabular-nums">{o.hint}</span>}
              </label>
            );
          })}
        </div>
        {(selected.length > 0 || footer) && (
          <div className="flex items-center gap-1 border-t p-1">
            {footer}
            {selected.length > 0 && (
              <Button variant="ghost" size="sm" className="ml-auto h-7" onClick={() => onChange([])}>
                Clear
              </Button>
            )}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
