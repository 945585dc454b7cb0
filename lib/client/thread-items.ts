import type { Note } from "@/lib/client/hooks/use-notes";
import type { Message } from "@/lib/client/types";

export type ThreadItem = { kind: "message"; id: string; at: string; message: Message } | { kind: "note"; id: string; at: string; note: Note };

/**
 * The thread as drawn: messages (oldest first, as loaded) with the team's notes between them by
 * time. While older messages are still to load, notes older than the first loaded message wait
 * with them, so a note never sits above messages that came before it.
 */
export function mergeThread(messages: readonly Message[], notes: readonly Note[], complete: boolean): ThreadItem[] {
  const from = complete || !messages.length ? "" : messages[0].createdAt;
  const shown = notes.filter((n) => !from || Date.parse(n.createdAt) >= Date.parse(from));
  const items: ThreadItem[] = [];
  let j = 0;
  for (const m of messages) {
    while (j < shown.length && Date.parse(shown[j].createdAt) < Date.parse(m.createdAt)) items.push(noteItem(shown[j++]));
    items.push({ kind: "message", id: m.id, at: m.createdAt, message: m });
  }
  while (j < shown.length) items.push(noteItem(shown[j++]));
  return items;
}

const noteItem = (n: Note): ThreadItem => ({ kind: "note", id: n.id, at: n.createdAt, note: n });
