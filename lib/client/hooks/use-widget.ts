"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { WebchatPresence, WebchatSendInput, WidgetSettings, WidgetSettingsInput } from "@/lib/widget/schemas";

const WIDGET_KEY = ["widget", "settings"] as const;

export function useWidgetSettings() {
  return useQuery({ queryKey: WIDGET_KEY, queryFn: ({ signal }) => apiFetch<WidgetSettings>("/api/v1/widget/settings", { signal }) });
}

export function useUpdateWidgetSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: WidgetSettingsInput) => apiFetch<WidgetSettings>("/api/v1/widget/settings", { method: "PUT", body: input }),
    onSuccess: (saved) => qc.setQueryData(WIDGET_KEY, saved),
  });
}

/** An agent's reply to a website visitor; the thread and the lists refresh after it. */
export function useWebchatSend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WebchatSendInput) => apiFetch<{ messageId: string; conversationId: string }>("/api/v1/webchat/send", { method: "POST", body }),
    onSettled: (_r, _e, vars) =>
      Promise.all([
        vars.conversationId && qc.invalidateQueries({ queryKey: queryKeys.latestMessages(vars.conversationId) }),
        vars.conversationId && qc.invalidateQueries({ queryKey: queryKeys.conversation(vars.conversationId) }),
        qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "list"] }),
      ]),
  });
}

/** The visitor's presence while the agent has the conversation open (typing shows within ~3 s). */
export function useWebchatPresence(conversationId: string) {
  return useQuery({
    queryKey: ["widget", "presence", conversationId],
    queryFn: ({ signal }) => apiFetch<WebchatPresence>(`/api/v1/webchat/conversations/${encodeURIComponent(conversationId)}/presence`, { signal }),
    refetchInterval: 3_000,
  });
}
