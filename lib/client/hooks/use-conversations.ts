"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { useInboxFreshness } from "@/lib/client/live/live-context";
import { queryKeys } from "@/lib/client/query-keys";
import type { Conversation, ConversationList } from "@/lib/client/types";

const BASE = "/api/v1/conversations";
export const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

// The live stream (components/live) says when lists, headers, threads and notes change; they
// poll only slowly, and only while it is down (useInboxFreshness).

export function useConversationList(query: string) {
  return useQuery({
    queryKey: queryKeys.conversationList(query),
    queryFn: ({ signal }) => apiFetch<ConversationList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    ...useInboxFreshness(),
  });
}

export const fetchConversation = (id: string, signal?: AbortSignal) => apiFetch<Conversation>(one(id), { signal });

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: queryKeys.conversation(id ?? ""),
    queryFn: ({ signal }) => fetchConversation(id!, signal),
    enabled: !!id,
    ...useInboxFreshness(),
  });
}

export type ConversationAction = "unassign" | "close" | "resolve" | "reopen" | "read";

/**
 * Every action answers with the whole conversation: it goes straight into the detail cache and
 * the lists refetch (the conversation may have left the current tab or filter).
 */
export function useConversationAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, agentId, teamId }: { id: string; action: ConversationAction | "assign"; agentId?: string; teamId?: string | null }) =>
      apiFetch<Conversation>(`${one(id)}/${action}`, { method: "POST", body: action === "assign" ? { agentId, teamId } : undefined }),
    onSuccess: (conversation, { action }) => {
      qc.setQueryData(queryKeys.conversation(conversation.id), conversation);
      // Reading also reads my mentions in the notes (the Mentions tab and the notes' read marks).
      if (action === "read") void qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "notes", conversation.id] });
      return qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "list"] });
    },
  });
}
