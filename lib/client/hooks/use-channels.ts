"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ConnectChatappInput } from "@/lib/channels/schemas";
import type { ChannelStatus, ChannelTestResult, ChatappConnectionView, ListOf } from "@/lib/client/types";

const CHATAPP = "/api/v1/channels/chatapp";

export function useChannels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.channels,
    queryFn: ({ signal }) => apiFetch<ListOf<ChannelStatus>>("/api/v1/me/channels", { signal }),
    enabled,
  });
}

/** Whether the company's chatapp connection is the built-in sandbox (the simulate panel shows then). */
export function useChatappSandbox(): boolean {
  const { data } = useChannels();
  return data?.data.some((c) => c.channel === "chatapp" && c.status === "connected" && c.mode === "sandbox") ?? false;
}

export function useChatappConnection({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.chatappConnection,
    queryFn: ({ signal }) => apiFetch<ChatappConnectionView>(CHATAPP, { signal }),
    enabled,
  });
}

/** Every connection change refreshes the channel cards (and with them the simulate panel). */
function useChannelMutation<V, R>(request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  // queryKeys.channels prefixes the chatapp connection too, so both refresh.
  return useMutation({ mutationFn: request, onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.channels }) });
}


export function useConnectChatapp() {
  return useChannelMutation((input: ConnectChatappInput) => apiFetch<ChatappConnectionView>(CHATAPP, { method: "PUT", body: input }));
}

export function useChatappSandboxSwitch() {
  return useChannelMutation(() => apiFetch<ChatappConnectionView>(`${CHATAPP}/sandbox`, { method: "POST" }));
}

export function useTestChatapp() {
  return useChannelMutation(() => apiFetch<ChannelTestResult>(`${CHATAPP}/test`, { method: "POST" }));
}

export function useDisconnectChatapp() {
  return useChannelMutation(() => apiFetch<unknown>(CHATAPP, { method: "DELETE" }));
}
