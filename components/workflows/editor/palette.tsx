"use client";

import { NODE_DEFINITIONS } from "@/lib/workflows/nodes/registry";
import { NODE_CATEGORIES } from "@/lib/workflows/nodes/types";
import { cn } from "@/lib/utils";
import { NodeIcon } from "../node-icon";
import { CATEGORY_TONE } from "./node-tones";

/** The drag payload's type: only palette items are dropped onto the canvas. */
export const PALETTE_MIME = "application/x-workflow-node-type";

// The trigger is placed when a workflow is created; a workflow has exactly one.
const GROUPS = NODE_CATEGORIES.filter((c) => c !== "Trigger").map((category) => ({
  category,
  items: NODE_DEFINITIONS.filter((d) => d.category === category),
}));

/**
 * The node types by category. Drag one onto the canvas to place it there; click it (or press
 * Enter on it) to add it in the middle of the view, which is how keyboard users add steps.
 */
export function Palette({ onAdd, disabled }: { onAdd: (type: string) => void; disabled: boolean }) {
  return (
    <nav aria-label="Steps" className="bg-muted/20 flex min-h-0 flex-col overflow-y-auto border-r" data-testid="palette">
      <p className="text-muted-foreground px-3 pt-3 pb-1 text-xs">Drag a step onto the canvas, or click to add it.</p>
      {GROUPS.map((g) => (
        <section key={g.category} aria-labelledby={`palette-${g.category}`} className="px-2 py-2">
          <h2 id={`palette-${g.category}`} className="text-muted-foreground px-1 pb-1.5 text-[11px] font-semibold tracking-wide uppercase">
            {g.category}
          </h2>
          <ul className="grid grid-cols-1 gap-1">
            {g.items.map((d) => (
              <li key={d.type}>
                <button
                  type="button"
                  draggable={!disabled}
                  disabled={disabled}
                  onDragStart={(e) => {
                    e.dataTransfer.setData(PALETTE_MIME, d.type);
                    e.dataTransfer.effectAllowed = "copy";
                  }}
                  onClick={() => onAdd(d.type)}
                  title={d.description}
                  aria-label={`Add ${d.label}`}
                  data-testid={`palette-${d.type}`}
                  className="bg-card hover:border-primary/50 focus-visible:ring-ring/50 flex w-full cursor-grab items-center gap-2 rounded-md border px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-[3px] active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <span className={cn("flex size-6 shrink-0 items-center justify-center rounded", CATEGORY_TONE[d.category])}>
                    <NodeIcon name={d.icon} className="size-3.5" />
                  </span>
                  <span className="min-w-0 flex-1 truncate">{d.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
