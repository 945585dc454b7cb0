"use client";

import type { SavedReply } from "@/lib/client/hooks/use-saved-replies";
import { cn } from "@/lib/utils";

/**
 * The saved replies matching "/prefix", above the reply box. The box keeps the focus (its
 * arrow keys move the highlight, Enter or Tab inserts, Escape closes); a click inserts too.
 */
export function SavedReplyList({ id, items, active, onHover, onPick }: { id: string; items: SavedReply[]; active: number; onHover: (i: number) => void; onPick: (r: SavedReply) => void }) {
  return (
    <ul id={id} role="listbox" aria-label="Saved replies" className="bg-popover text-popover-foreground absolute right-0 bottom-full left-0 z-20 mb-2 max-h-64 overflow-y-auto rounded-md border p-1 shadow-md" data-testid="saved-reply-suggestions">
      {items.map((r, i) => (
        <li
          key={r.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseEnter={() => onHover(i)}
          // mousedown, not click: the box must not lose its focus (and caret) first.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(r);
          }}
          className={cn("grid cursor-pointer gap-0.5 rounded-sm px-2 py-1.5 text-sm", i === active && "bg-accent text-accent-foreground")}
        >
          <span className="flex min-w-0 items-baseline gap-2">
            <span className="font-mono text-xs">/{r.shortcut}</span>
            <span className="truncate font-medium">{r.name}</span>
          </span>
          <span className="text-muted-foreground line-clamp-1 text-xs">{r.body}</span>
        </li>
      ))}
    </ul>
  );
}
