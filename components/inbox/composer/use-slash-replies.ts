"use client";

import { useState } from "react";
import { useContact } from "@/lib/client/hooks/use-contacts";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { useSavedReplies, type SavedReply } from "@/lib/client/hooks/use-saved-replies";
import { renderSavedReply } from "@/lib/saved-replies/render";

/** "/" and the start of a shortcut right before the caret, at the start of the text or after a space. */
const SLASH = /(^|\s)\/([A-Za-z0-9_-]{0,40})$/;

export function slashTokenAt(text: string, caret: number): { start: number; prefix: string } | null {
  const m = SLASH.exec(text.slice(0, caret));
  return m ? { start: caret - m[2].length - 1, prefix: m[2] } : null;
}

/**
 * The composer's saved-reply suggestions: what "/prefix" before the caret matches, the one
 * highlighted, and inserting it with the conversation's contact filled in (render.ts).
 */
export function useSlashReplies({ contactId, value, onChange, box }: { contactId?: string; value: string; onChange: (text: string) => void; box: React.RefObject<HTMLTextAreaElement | null> }) {
  const [caret, setCaret] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const token = contactId ? slashTokenAt(value, Math.min(caret, value.length)) : null;
  const prefix = useDebounced(token?.prefix ?? null, 120);
  const open = !!token && dismissed !== `${token.start}:${token.prefix}`;
  const list = useSavedReplies(new URLSearchParams({ limit: "8", shortcut: prefix ?? "" }).toString(), { enabled: open && prefix !== null });
  const contact = useContact(contactId ?? "", { enabled: !!contactId });
  const items: SavedReply[] = open ? (list.data?.data ?? []) : [];
  const index = items.length ? Math.min(active, items.length - 1) : 0;

  function insert(reply: SavedReply) {
    if (!token) return;
    const text = renderSavedReply(reply.body, contact.data ?? null);
    const end = token.start + 1 + token.prefix.length;
    const next = value.slice(0, token.start) + text + value.slice(end);
    onChange(next);
    const at = token.start + text.length;
    setCaret(at);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(at, at);
    });
  }

  /** Keys the suggestions take while open; true when handled (the composer must not send). */
  function onKeyDown(e: React.KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open || !items.length) return false;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setActive((index + (e.key === "ArrowDown" ? 1 : items.length - 1)) % items.length);
      return true;
    }
    if ((e.key === "Enter" && !e.shiftKey) || e.key === "Tab") {
      e.preventDefault();
      insert(items[index]);
      return true;
    }
    if (e.key === "Escape") {
      e.preventDefault();
      setDismissed(`${token!.start}:${token!.prefix}`);
      return true;
    }
    return false;
  }

  return { open: open && items.length > 0, items, index, setActive, insert, onKeyDown, track: (el: HTMLTextAreaElement) => setCaret(el.selectionStart ?? el.value.length) };
}
