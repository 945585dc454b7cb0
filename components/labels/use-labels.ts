"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Conversation } from "@/lib/client/types";
import type { CreateLabelInput, LabelView, UpdateLabelInput } from "@/lib/labels/schemas";

export type Label = LabelView;
type LabelList = { data: Label[]; pagination: { total: number } };

const BASE = "/api/v1/labels";
const KEY = ["labels"] as const;

/** The company's labels, by name (at most 200: the picker and the filter list them all). */
export function useLabels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [...KEY, "list"], queryFn: ({ signal }) => apiFetch<LabelList>(`${BASE}?limit=200`, { signal }), enabled });
}

function useLabelWrite<V>(request: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    // A rename or a delete shows in every conversation carrying the label.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), qc.invalidateQueries({ queryKey: queryKeys.conversations })]),
  });
}

export const useCreateLabel = () => useLabelWrite((input: CreateLabelInput) => apiFetch<Label>(BASE, { method: "POST", body: input }));
export const useUpdateLabel = () => useLabelWrite(({ id, input }: { id: string; input: UpdateLabelInput }) => apiFetch<Label>(`${BASE}/${encodeURIComponent(id)}`, { method: "PATCH", body: input }));
export const useDeleteLabel = () => useLabelWrite((id: string) => apiFetch(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" }));

/** Adds or removes one label on a conversation; the answer (the conversation) goes into its cache, and lists refetch. */
export function useToggleConversationLabel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, labelId, on }: { conversationId: string; labelId: string; on: boolean }) => {
      const base = `/api/v1/conversations/${encodeURIComponent(conversationId)}/labels`;
      return on ? apiFetch<Conversation>(base, { method: "POST", body: { labelIds: [labelId] } }) : apiFetch<Conversation>(`${base}/${encodeURIComponent(labelId)}`, { method: "DELETE" });
    },
    onSuccess: (conversation) => {
      qc.setQueryData(queryKeys.conversation(conversation.id), conversation);
      return Promise.all([qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "list"] }), qc.invalidateQueries({ queryKey: KEY })]);
    },
  });
}
