"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Conversation } from "@/lib/client/types";

/** Snoozes (input) or brings back (null) a conversation; the lists refetch, since it leaves or joins the Open view. */
export function useSnooze() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: { until?: string; untilReply?: boolean } | null }) =>
      apiFetch<Conversation>(`/api/v1/conversations/${encodeURIComponent(id)}/${input ? "snooze" : "unsnooze"}`, { method: "POST", body: input ?? undefined }),
    onSuccess: (conversation) => {
      qc.setQueryData(queryKeys.conversation(conversation.id), conversation);
      return qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "list"] });
    },
  });
}
