"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ChannelConnectionView, ChannelName, ChannelSendResult, ChannelTestResult, ChannelWindow, ConnectableChannel } from "@/lib/client/types";
import { useChannels } from "./use-channels";

/**
 * The channels on the shared layer: one set of hooks for /api/v1/channels/{channel}, its
 * sandbox, test and inbound simulator, and the sends of the channels on the shared send pipeline.
 */
const base = (channel: ConnectableChannel) => `/api/v1/channels/${channel}`;

export function useChannelConnection(channel: ConnectableChannel, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.channelConnection(channel),
    queryFn: ({ signal }) => apiFetch<ChannelConnectionView>(base(channel), { signal }),
    enabled,
  });
}

/** Every connection change refreshes the channel cards and the status list (and the simulate panel). */
function useLayerMutation<V, R>(request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: request, onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.channels }) });
}

export function useConnectChannel(channel: ConnectableChannel) {
  return useLayerMutation((input: Record<string, string>) => apiFetch<ChannelConnectionView>(base(channel), { method: "PUT", body: input }));
}

export function useChannelSandboxSwitch(channel: ConnectableChannel) {
  return useLayerMutation(() => apiFetch<ChannelConnectionView>(`${base(channel)}/sandbox`, { method: "POST" }));
}

export function useTestChannel(channel: ConnectableChannel) {
  return useLayerMutation(() => apiFetch<ChannelTestResult>(`${base(channel)}/test`, { method: "POST" }));
}

export function useDisconnectChannel(channel: ConnectableChannel) {
  return useLayerMutation(() => apiFetch<ChannelConnectionView>(base(channel), { method: "DELETE" }));
}

/** The channels whose connection is the built-in sandbox, in the status list's order (the simulate panel offers these). */
export function useSandboxChannels(): ChannelName[] {
  const { data } = useChannels();
  return data?.data.filter((c) => c.status === "connected" && c.mode === "sandbox").map((c) => c.channel) ?? [];
}

/** A send or a simulated message refreshes the thread, its conversation, its window and the lists. */
export function useRefreshInbox() {
  const qc = useQueryClient();
  return (conversationId?: string) =>
    Promise.all([
      conversationId && qc.invalidateQueries({ queryKey: queryKeys.latestMessages(conversationId) }),
      conversationId && qc.invalidateQueries({ queryKey: queryKeys.conversation(conversationId) }),
      conversationId && qc.invalidateQueries({ queryKey: queryKeys.channelWindow(conversationId) }),
      qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "list"] }),
    ]);
}

/** The sandbox's stand-in for a customer on any channel: an inbound message through the real path. */
export function useSimulateChannelInbound() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ channel, ...input }: { channel: ConnectableChannel; from: string; name?: string; text: string; payload?: string; inboxId?: string }) =>
      apiFetch<{ messageId: string; conversationId: string; contactId: string }>(`${base(channel)}/sandbox/inbound`, { method: "POST", body: input }),
    onSuccess: (result) => refresh(result.conversationId),
  });
}

/** The layer's sends: "" is text (and media), the rest the structured messages (what cards are called differs by platform). */
export type LayerSendKind = "" | "quick-replies" | "carousel" | "generic" | "buttons";

/** POST /api/v1/{channel}/send[/{kind}] with the route's own body (`tag` included when the composer sends outside the 24-hour window). */
export function useChannelSend() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ channel, kind = "", body }: { channel: ChannelName; kind?: LayerSendKind; body: Record<string, unknown> }) =>
      apiFetch<ChannelSendResult>(`/api/v1/${channel}/send${kind ? `/${kind}` : ""}`, { method: "POST", body }),
    // A refused send (window closed, platform error) may still have stored a failed message.
    onSettled: (result, _err, vars) => refresh(result?.conversationId ?? (vars.body.conversationId as string | undefined)),
  });
}

/** Whether a free-form message may go now, from a channel's window route; re-read every minute so the badge stays honest. */
export function useChannelWindow(channel: ChannelName, conversationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.channelWindow(conversationId),
    queryFn: ({ signal }) => apiFetch<ChannelWindow>(`/api/v1/${channel}/conversations/${encodeURIComponent(conversationId)}/window`, { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}
