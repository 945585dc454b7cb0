"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { useInboxFreshness } from "@/lib/client/live/live-context";
import { queryKeys } from "@/lib/client/query-keys";
import type { CreateNoteInput, NoteView } from "@/lib/notes/schemas";
import { one } from "./use-conversations";

export type Note = NoteView;
type NoteList = { data: Note[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

/** Under "conversations": a read action (which reads mentions) refreshes notes and the Mentions tab at once. */
const notesKey = queryKeys.notes;
/** The thread shows the latest notes; a conversation with more than this many is rare and the oldest wait on the API. */
const NOTES_SHOWN = 200;

/** The conversation's latest notes (the shown ones; the notifications read them too). */
export async function fetchLatestNotes(conversationId: string, signal?: AbortSignal): Promise<Note[]> {
  const first = await apiFetch<NoteList>(`${one(conversationId)}/notes?limit=${NOTES_SHOWN}`, { signal });
  if (first.pagination.totalPages <= 1) return first.data;
  // Past one page the newest matter most: ask for the last page instead.
  const last = await apiFetch<NoteList>(`${one(conversationId)}/notes?limit=${NOTES_SHOWN}&page=${first.pagination.totalPages}`, { signal });
  return last.data;
}

export function useNotes(conversationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notesKey(conversationId),
    queryFn: ({ signal }) => fetchLatestNotes(conversationId, signal),
    enabled,
    refetchInterval: useInboxFreshness().refetchInterval,
  });
}

export function useCreateNote(conversationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteInput) => apiFetch<Note>(`${one(conversationId)}/notes`, { method: "POST", body: input }),
    onSuccess: (note) => {
      qc.setQueryData<Note[]>(notesKey(conversationId), (old) => (old ? [...old.filter((n) => n.id !== note.id), note] : [note]));
      return qc.invalidateQueries({ queryKey: notesKey(conversationId) });
    },
  });
}

export function useDeleteNote(conversationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => apiFetch(`${one(conversationId)}/notes/${encodeURIComponent(noteId)}`, { method: "DELETE" }),
    onSuccess: (_, noteId) => {
      qc.setQueryData<Note[]>(notesKey(conversationId), (old) => old?.filter((n) => n.id !== noteId));
      return qc.invalidateQueries({ queryKey: ["conversations"] });
    },
  });
}
