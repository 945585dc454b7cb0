"use client";

import { cn } from "@/lib/utils";

/**
 * Inline suggestions above a textbox (saved replies after "/", teammates after "@"). The box
 * keeps the focus (its arrow keys move the highlight, Enter or Tab picks, Escape closes); a
 * click picks too. Options are `${id}-${i}`, for the box's aria-activedescendant.
 */
export function SuggestionList<T>({
  id,
  label,
  testId,
  items,
  active,
  onHover,
  onPick,
  keyOf,
  children,
}: {
  id: string;
  label: string;
  testId: string;
  items: T[];
  active: number;
  onHover: (i: number) => void;
  onPick: (item: T) => void;
  keyOf: (item: T) => string;
  children: (item: T) => React.ReactNode;
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="bg-popover text-popover-foreground absolute right-0 bottom-full left-0 z-20 mb-2 max-h-64 overflow-y-auto rounded-md border p-1 shadow-md" data-testid={testId}>
      {items.map((item, i) => (
        <li
          key={keyOf(item)}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          onMouseEnter={() => onHover(i)}
          // mousedown, not click: the box must not lose its focus (and caret) first.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(item);
          }}
          className={cn("grid cursor-pointer gap-0.5 rounded-sm px-2 py-1.5 text-sm", i === active && "bg-accent text-accent-foreground")}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
