"use client";

import { useEffect, useSyncExternalStore } from "react";

/** ⌘K on a Mac, Ctrl-K elsewhere (both work everywhere): toggles the palette from any page. */
export function useSearchShortcut(toggle: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== "k" || !(e.metaKey || e.ctrlKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      toggle();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [toggle]);
}

const noop = () => () => undefined;

/** The shortcut as this person's keyboard labels it; "Ctrl K" while rendering on the server. */
export function useShortcutLabel(): string {
  return useSyncExternalStore(
    noop,
    () => (/Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘K" : "Ctrl K"),
    () => "Ctrl K",
  );
}
