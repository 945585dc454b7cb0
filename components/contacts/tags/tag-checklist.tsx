"use client";

import { Loader2Icon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/client/api";
import { useCreateTag, useTags } from "@/lib/client/hooks/use-tags";
import type { Tag } from "@/lib/client/types";
import { TAG_NAME } from "@/lib/contacts/schemas";
import { cn } from "@/lib/utils";
import { TagChip } from "../tag-chip";
import { nextTagColor } from "./palette";

type Props = {
  selected: string[];
  onToggle: (tag: Tag, checked: boolean) => void;
  /** Offer "Create tag …" when the search names no tag (it is created, then checked). */
  allowCreate?: boolean;
  disabled?: boolean;
  className?: string;
  autoFocus?: boolean;
};

/** Every tag as a checkbox, with a search box; the list the tag pickers and bulk dialog share. */
export function TagChecklist({ selected, onToggle, allowCreate, disabled, className, autoFocus }: Props) {
  const tags = useTags();
  const create = useCreateTag();
  const [query, setQuery] = useState("");
  const id = useId();
  const all = tags.data ?? [];
  const q = query.trim();
  const visible = q ? all.filter((t) => t.name.toLowerCase().includes(q.toLowerCase())) : all;
  const exact = all.some((t) => t.name.toLowerCase() === q.toLowerCase());
  const canCreate = allowCreate && q && !exact && TAG_NAME.test(q) && q.length <= 100;

  async function createAndCheck() {
    try {
      const tag = await create.mutateAsync({ name: q, color: nextTagColor(all.length) });
      onToggle(tag, true);
      setQuery("");
      toast.success(`Tag “${tag.name}” created`);
    } catch (err) {
      toast.error("Could not create the tag", { description: errorMessage(err) });
    }
  }

  return (
    <div className={cn("flex min-h-0 flex-col", className)}>
      <div className="p-2">
        <Input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              if (canCreate) void createAndCheck();
            }
          }}
          placeholder={allowCreate ? "Search or create a tag…" : "Search tags…"}
          aria-label="Search tags"
          className="h-8"
          autoFocus={autoFocus}
        />
      </div>
      <div role="group" aria-label="Tags" className="min-h-0 flex-1 overflow-y-auto px-1 pb-1">
        {tags.isPending && <p className="text-muted-foreground px-2 py-4 text-center text-sm">Loading tags…</p>}
        {!tags.isPending && visible.length === 0 && !canCreate && (
          <p className="text-muted-foreground px-2 py-4 text-center text-sm">{q ? "No tag matches." : "No tags yet."}</p>
        )}
        {visible.map((t) => {
          const checked = selected.includes(t.id);
          return (
            <label
              key={t.id}
              htmlFor={`${id}-${t.id}`}
              className="hover:bg-accent has-focus-visible:bg-accent flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm"
            >
              <Checkbox id={`${id}-${t.id}`} checked={checked} disabled={disabled} onCheckedChange={(v) => onToggle(t, !!v)} aria-label={t.name} />
              <TagChip tag={t} className="max-w-full" />
              {t.contactCount !== undefined && (
                <span className="text-muted-foreground ml-auto text-xs tabular-nums">{t.contactCount.toLocaleString("en")}</span>
              )}
            </label>
          );
        })}
        {canCreate && (
          <button
            type="button"
            onClick={() => void createAndCheck()}
            disabled={create.isPending}
            className="hover:bg-accent focus-visible:bg-accent flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none"
          >
            {create.isPending ? <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> : <PlusIcon className="size-4" aria-hidden="true" />}
            <span className="truncate">
              Create tag <strong className="font-medium">“{q}”</strong>
            </span>
          </button>
        )}
      </div>
    </div>
  );
}
