"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ChannelTestResult } from "@/lib/client/types";
import type { components } from "@/sdk/src/generated/openapi";

/** An inbox as GET /api/v1/inboxes answers it: one number, page, bot or the website chat. */
export type Inbox = components["schemas"]["Inbox"];
export type InboxChannel = Inbox["channel"];
export type CreateInboxBody = components["schemas"]["CreateInboxInput"];
export type UpdateInboxBody = components["schemas"]["UpdateInboxInput"];

const BASE = "/api/v1/inboxes";
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/**
 * Inbox reads sit under "channels": a change on Settings → Channels (connect, sandbox,
 * disconnect) refreshes them, and an inbox change refreshes the channel cards and /me/channels.
 */
const INBOX_LIST = [...queryKeys.channels, "inboxes"] as const;

/**
 * Every inbox of the company, deleted ones included (their conversations are still listed,
 * read-only), by channel with each channel's default first. One read serves Settings →
 * Inboxes, the inbox filter and the composer's "was this inbox deleted?".
 */
export function useInboxes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: INBOX_LIST,
    queryFn: ({ signal }) => apiFetch<{ data: Inbox[] }>(`${BASE}?includeDeleted=true`, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

/** One inbox from the list (undefined while it loads or when it is not this company's). */
export function useInboxFromList(id: string | null | undefined): Inbox | undefined {
  const { data } = useInboxes({ enabled: !!id });
  return id ? data?.data.find((i) => i.id === id) : undefined;
}

/**
 * Writes refresh the inbox lists and the channel cards, and the conversations, which show
 * their inbox's name and whether it can still send.
 */
function useInboxWrite<V, R>(request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.channels }), qc.invalidateQueries({ queryKey: queryKeys.conversations })]),
  });
}

export const useCreateInbox = () => useInboxWrite((body: CreateInboxBody) => apiFetch<Inbox>(BASE, { method: "POST", body }));

export const useUpdateInbox = () => useInboxWrite(({ id, body }: { id: string; body: UpdateInboxBody }) => apiFetch<Inbox>(one(id), { method: "PATCH", body }));

export const useDeleteInbox = () => useInboxWrite((id: string) => apiFetch<Inbox>(one(id), { method: "DELETE" }));

/** PUT …/connection: the inbox goes live with these credentials (the same fields as connecting the channel). */
export const useReconnectInbox = () =>
  useInboxWrite(({ id, credentials }: { id: string; credentials: Record<string, string> }) => apiFetch<Inbox>(`${one(id)}/connection`, { method: "PUT", body: credentials }));

/** The result is stored as the inbox's health, so the list refreshes to show it. */
export const useTestInbox = () => useInboxWrite((id: string) => apiFetch<ChannelTestResult>(`${one(id)}/test`, { method: "POST" }));
