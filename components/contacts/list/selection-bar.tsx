"use client";

import { TagIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown while rows are selected: what is selected and what can be done to all of them. */
export function SelectionBar({ count, onAddTags, onRemoveTags, onClear }: { count: number; onAddTags: () => void; onRemoveTags: () => void; onClear: () => void }) {
  return (
    <div
      role="region"
      aria-label="Selected contacts"
      className="bg-primary/5 border-primary/30 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {count.toLocaleString("en")} {count === 1 ? "contact" : "contacts"} selected
      </span>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={onAddTags}>
          <TagIcon aria-hidden="true" />
          Add tags
        </Button>
        <Button size="sm" variant="outline" onClick={onRemoveTags}>
          Remove tags
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          <XIcon aria-hidden="true" />
          Clear selection
        </Button>
      </div>
    </div>
  );
}
