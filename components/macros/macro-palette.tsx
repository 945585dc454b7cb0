"use client";

import Link from "next/link";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/client/api";
import type { Conversation } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { ACTION_LABELS } from "./action-labels";
import { reportRun, reportRunFailed } from "./run-report";
import { useMacros, useRunMacro, type Macro } from "./use-macros";

/** A list of macros to find by typing, move through with the arrows and run with Enter or a click. */
export function MacroPalette({ conversation: c, open, onOpenChange }: { conversation: Conversation; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-3 p-4 sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Run a macro</DialogTitle>
          <DialogDescription>On the conversation with {c.contact.name}. Its steps run in order; a refused step stops it.</DialogDescription>
        </DialogHeader>
        {open && <PaletteBody conversation={c} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({ conversation: c, onDone }: { conversation: Conversation; onDone: () => void }) {
  const macros = useMacros();
  const run = useRunMacro();
  const [filter, setFilter] = useState("");
  const [active, setActive] = useState(0);
  const shown = (macros.data?.data ?? []).filter((m) => m.name.toLowerCase().includes(filter.trim().toLowerCase()));

  function go(m: Macro | undefined) {
    if (!m || run.isPending) return;
    run.mutate(
      { conversationId: c.id, macroId: m.id },
      {
        onSuccess: (result) => {
          reportRun(m.name, result);
          onDone();
        },
        onError: (err) => reportRunFailed(m.name, err),
      },
    );
  }

  return (
    <div className="grid gap-2">
      <Input
        autoFocus
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") setActive((i) => Math.min(i + 1, shown.length - 1));
          else if (e.key === "ArrowUp") setActive((i) => Math.max(i - 1, 0));
          else if (e.key === "Enter") go(shown[active]);
          else return;
          e.preventDefault();
        }}
        placeholder="Find a macro…"
        aria-label="Find a macro"
        role="combobox"
        aria-expanded="true"
        aria-controls="macro-options"
        aria-activedescendant={shown[active] ? `macro-${shown[active].id}` : undefined}
      />
      {macros.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Could not load macros: {errorMessage(macros.error)}
        </p>
      ) : macros.isPending ? (
        <p className="text-muted-foreground text-sm">Loading macros…</p>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {filter ? "No macro matches." : "No macros yet. "}
          {!filter && (
            <Link href="/settings/macros" className="text-primary underline-offset-2 hover:underline">
              Create one in Settings → Macros
            </Link>
          )}
        </p>
      ) : (
        <ul id="macro-options" role="listbox" aria-label="Macros" className="grid max-h-72 gap-0.5 overflow-y-auto">
          {shown.map((m, i) => (
            <li
              key={m.id}
              id={`macro-${m.id}`}
              role="option"
              aria-selected={i === active}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(m)}
              className={cn("grid cursor-pointer gap-0.5 rounded-md px-2 py-1.5", i === active && "bg-accent", run.isPending && "opacity-60")}
            >
              <span className="text-sm font-medium">{m.name}</span>
              <span className="text-muted-foreground truncate text-xs">{m.actions.map((a) => ACTION_LABELS[a.type]).join(" → ")}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground text-xs">↑ ↓ to choose · Enter to run · Esc to close</p>
    </div>
  );
}
