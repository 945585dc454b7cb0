"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { CreateSavedReplyInput, SavedReplyView, UpdateSavedReplyInput } from "@/lib/saved-replies/schemas";

export type SavedReply = SavedReplyView;
type SavedReplyList = { data: SavedReply[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

const BASE = "/api/v1/saved-replies";
/** Every saved-reply read sits under one key: a write refreshes the page and the composer's suggestions. */
const KEY = ["saved-replies"] as const;

export function useSavedReplies(query: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...KEY, "list", query],
    queryFn: ({ signal }) => apiFetch<SavedReplyList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useWrite<V>(request: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateSavedReply = () => useWrite((input: CreateSavedReplyInput) => apiFetch<SavedReply>(BASE, { method: "POST", body: input }));
export const useUpdateSavedReply = () => useWrite(({ id, input }: { id: string; input: UpdateSavedReplyInput }) => apiFetch<SavedReply>(`${BASE}/${encodeURIComponent(id)}`, { method: "PATCH", body: input }));
export const useDeleteSavedReply = () => useWrite((id: string) => apiFetch(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" }));
