"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Conversation, ConversationList } from "@/lib/client/types";

const BASE = "/api/v1/conversations";
export const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** How often the open inbox asks for news; cheap reads, and only while the tab is visible. */
export const POLL_MS = 2500;

/** Poll while the read succeeds; a 404 or a lost session won't mend itself every 2.5 s. */
export const poll = (query: { state: { status: string } }) => (query.state.status === "error" ? false : POLL_MS);

export function useConversationList(query: string) {
  return useQuery({
    queryKey: queryKeys.conversationList(query),
    queryFn: ({ signal }) => apiFetch<ConversationList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: poll,
    staleTime: 0,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: queryKeys.conversation(id ?? ""),
    queryFn: ({ signal }) => apiFetch<Conversation>(one(id!), { signal }),
    enabled: !!id,
    refetchInterval: poll,
    staleTime: 0,
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
    mutationFn: ({ id, action, agentId }: { id: string; action: ConversationAction | "assign"; agentId?: string }) =>
      apiFetch<Conversation>(`${one(id)}/${action}`, { method: "POST", body: action === "assign" ? { agentId } : undefined }),
    onSuccess: (conversation, { action }) => {
      qc.setQueryData(queryKeys.conversation(conversation.id), conversation);
      // Reading also reads my mentions in the notes (the Mentions tab and the notes' read marks).
      if (action === "read") void qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "notes", conversation.id] });
      return qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "list"] });
    },
  });
}
