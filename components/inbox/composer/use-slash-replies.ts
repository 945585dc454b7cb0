"use client";

import { useContact } from "@/lib/client/hooks/use-contacts";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { useSavedReplies } from "@/lib/client/hooks/use-saved-replies";
import { renderSavedReply } from "@/lib/saved-replies/render";
import { useCaretToken, useSuggestionPicker } from "./use-caret-suggestions";

/** "/" and the start of a shortcut right before the caret, at the start of the text or after a space. */
const SLASH = /(^|\s)\/([A-Za-z0-9_-]{0,40})$/;

/**
 * The composer's saved-reply suggestions: what "/prefix" before the caret matches, the one
 * highlighted, and inserting it with the conversation's contact filled in (render.ts).
 */
export function useSlashReplies({ contactId, value, onChange, box }: { contactId?: string; value: string; onChange: (text: string) => void; box: React.RefObject<HTMLTextAreaElement | null> }) {
  const caret = useCaretToken({ value, trigger: SLASH, enabled: !!contactId });
  const prefix = useDebounced(caret.token?.query ?? null, 120);
  const list = useSavedReplies(new URLSearchParams({ limit: "8", shortcut: prefix ?? "" }).toString(), { enabled: caret.open && prefix !== null });
  const contact = useContact(contactId ?? "", { enabled: !!contactId });
  return useSuggestionPicker({ caret, items: list.data?.data ?? [], value, onChange, box, textOf: (reply) => renderSavedReply(reply.body, contact.data ?? null) });
}
