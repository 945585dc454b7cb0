"use client";

import { SearchIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchPalette } from "./search-palette";
import { useSearchShortcut, useShortcutLabel } from "./use-search-shortcut";

/** The header's search button (for mouse and phone) and the palette it shares with ⌘K / Ctrl-K. */
export function SearchCommand() {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  useSearchShortcut(toggle);
  const shortcut = useShortcutLabel();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Search (${shortcut})`} aria-keyshortcuts="Meta+K Control+K" className="text-muted-foreground gap-2 md:w-56 md:justify-start">
        <SearchIcon />
        <span className="hidden md:inline">Search…</span>
        <kbd className="bg-muted ml-auto hidden rounded border px-1.5 font-mono text-[10px] font-medium md:inline">{shortcut}</kbd>
      </Button>
      <SearchPalette open={open} onOpenChange={setOpen} />
    </>
  );
}
