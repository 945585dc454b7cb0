"use client";

import { ZapIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useCan } from "@/lib/client/hooks/use-me";
import type { Conversation } from "@/lib/client/types";
import { MacroPalette } from "./macro-palette";

/** Alt+M opens the list of macros anywhere in the conversation, the composer included (⌘K is search's). */
export const MACRO_SHORTCUT = { key: "KeyM", label: "Alt+M" } as const;

/** The header's Macros button and its keyboard shortcut, both opening the macro palette. */
export function MacrosMenu({ conversation: c }: { conversation: Conversation }) {
  const canWrite = useCan("conversations:write");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!canWrite) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.metaKey && !e.ctrlKey && e.code === MACRO_SHORTCUT.key) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [canWrite]);

  if (!canWrite) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-keyshortcuts="Alt+M" title={`Macros (${MACRO_SHORTCUT.label})`}>
        <ZapIcon aria-hidden="true" />
        <span className="@max-xl:sr-only">Macros</span>
      </Button>
      <MacroPalette conversation={c} open={open} onOpenChange={setOpen} />
    </>
  );
}
