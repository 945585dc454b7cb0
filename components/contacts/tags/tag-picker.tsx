"use client";

import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useTags } from "@/lib/client/hooks/use-tags";
import type { Tag } from "@/lib/client/types";
import { TagChip } from "../tag-chip";
import { TagChecklist } from "./tag-checklist";

type TagRef = { id: string; name: string; color: string };

/**
 * Chosen tags as chips (each removable) and a button opening the searchable checklist.
 * `onToggle` runs per change, so the detail page can save each one at once.
 */
export function TagPicker({
  value,
  onToggle,
  disabled,
  buttonLabel = "Add tag",
  known = [],
}: {
  value: string[];
  onToggle: (tag: TagRef, checked: boolean) => void;
  disabled?: boolean;
  buttonLabel?: string;
  /** Tags already known to the caller (a contact's own), shown before the tag list loads. */
  known?: TagRef[];
}) {
  const tags = useTags();
  const byId = new Map<string, TagRef>([...known, ...(tags.data ?? [])].map((t) => [t.id, t]));
  const chosen = value.map((id) => byId.get(id)).filter((t): t is TagRef => !!t);

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {chosen.map((t) => (
        <TagChip key={t.id} tag={t} onRemove={disabled ? undefined : () => onToggle(t, false)} />
      ))}
      {!disabled && (
        <Popover>
          <PopoverTrigger asChild>
            <Button type="button" variant="outline" size="xs" className="h-6 rounded-full border-dashed">
              <PlusIcon aria-hidden="true" />
              {buttonLabel}
            </Button>
          </PopoverTrigger>
          <PopoverContent className="flex h-80 w-64 flex-col p-0" align="start">
            <TagChecklist className="h-full" selected={value} allowCreate autoFocus onToggle={(t: Tag, checked) => onToggle(t, checked)} />
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
}
