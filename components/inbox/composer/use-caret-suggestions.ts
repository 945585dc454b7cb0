"use client";

import { useState } from "react";

export type CaretToken = { start: number; query: string };

/**
 * A trigger pattern's token right before the caret: `trigger` must end with `$` and capture what
 * follows the one-character trigger in group 2 (saved replies' "/hours", mentions' "@sa").
 */
export function tokenAt(text: string, caret: number, trigger: RegExp): CaretToken | null {
  const m = trigger.exec(text.slice(0, caret));
  return m ? { start: caret - m[2].length - 1, query: m[2] } : null;
}

/**
 * What a textbox's inline suggestions share (saved replies after "/", teammates after "@"):
 * the token before the caret, the highlighted item, the keys (arrows move, Enter or Tab picks,
 * Escape closes for this token) and replacing the token with the picked item's text. The
 * caller asks for the items matching `token.query`, so the token comes first.
 */
export function useCaretToken({ value, trigger, enabled }: { value: string; trigger: RegExp; enabled: boolean }) {
  const [caret, setCaret] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const token = enabled ? tokenAt(value, Math.min(caret, value.length), trigger) : null;
  const key = token ? `${token.start}:${token.query}` : null;
  return {
    token,
    open: !!token && dismissed !== key,
    setCaret,
    dismiss: () => setDismissed(key),
    track: (el: HTMLTextAreaElement) => setCaret(el.selectionStart ?? el.value.length),
  };
}

export function useSuggestionPicker<T>({
  caret,
  items,
  value,
  onChange,
  box,
  textOf,
  onPicked,
}: {
  caret: ReturnType<typeof useCaretToken>;
  items: T[];
  value: string;
  onChange: (text: string) => void;
  box: React.RefObject<HTMLTextAreaElement | null>;
  /** What replaces the token. */
  textOf: (item: T) => string;
  onPicked?: (item: T) => void;
}) {
  const [active, setActive] = useState(0);
  const shown = caret.open ? items : [];
  const index = shown.length ? Math.min(active, shown.length - 1) : 0;
  const { token } = caret;

  function insert(item: T) {
    if (!token) return;
    const text = textOf(item);
    const next = value.slice(0, token.start) + text + value.slice(token.start + 1 + token.query.length);
    onChange(next);
    onPicked?.(item);
    const at = token.start + text.length;
    caret.setCaret(at);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(at, at);
    });
  }

  /** Keys the suggestions take while open; true when handled (the composer must not send). */
  function onKeyDown(e: React.KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!shown.length) return false;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setActive((index + (e.key === "ArrowDown" ? 1 : shown.length - 1)) % shown.length);
      return true;
    }
    if ((e.key === "Enter" && !e.shiftKey) || e.key === "Tab") {
      e.preventDefault();
      insert(shown[index]);
      return true;
    }
    if (e.key === "Escape") {
      e.preventDefault();
      caret.dismiss();
      return true;
    }
    return false;
  }

  return { open: shown.length > 0, items: shown, index, setActive, insert, onKeyDown, track: caret.track };
}
