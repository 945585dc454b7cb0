"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateIntegrationInput, UpdateIntegrationInput } from "@/lib/web-events/schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Integration, IntegrationList, IntegrationSecret, WebEventList } from "@/lib/client/types";

const BASE = "/api/v1/web-events";
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const secretKey = (id: string) => ["web-event-secret", id] as const;

export function useIntegrations(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.integrationList,
    queryFn: ({ signal }) => apiFetch<IntegrationList>(`${BASE}?limit=100`, { signal }),
    enabled: options.enabled ?? true,
  });
}

export function useIntegration(id: string) {
  return useQuery({ queryKey: queryKeys.integration(id), queryFn: ({ signal }) => apiFetch<Integration>(one(id), { signal }) });
}

/** Newest first; polled so an event posted by the website shows up without a reload. */
export function useReceivedEvents(id: string, query: string) {
  return useQuery({
    queryKey: queryKeys.receivedEvents(id, query),
    queryFn: ({ signal }) => apiFetch<WebEventList>(`${one(id)}/events?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}

/** Session-only route; fetched when the person asks to see it and forgotten when nothing shows it. */
export function useIntegrationSecret(id: string, enabled: boolean) {
  return useQuery({
    queryKey: secretKey(id),
    queryFn: ({ signal }) => apiFetch<IntegrationSecret>(`${one(id)}/secret`, { signal }),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
  });
}

export function useRegenerateIntegrationSecret(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<IntegrationSecret>(`${one(id)}/secret/regenerate`, { method: "POST" }),
    onSuccess: (secret) => qc.setQueryData(secretKey(id), secret),
  });
}

function useIntegrationMutation<V>(request: (vars: V) => Promise<Integration>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (integration) => {
      qc.setQueryData(queryKeys.integration(integration.id), integration);
      return qc.invalidateQueries({ queryKey: queryKeys.integrationList });
    },
  });
}

export function useCreateIntegration() {
  return useIntegrationMutation((input: CreateIntegrationInput) => apiFetch<Integration>(BASE, { method: "POST", body: input }));
}

export function useUpdateIntegration(id: string) {
  return useIntegrationMutation((input: UpdateIntegrationInput) => apiFetch<Integration>(one(id), { method: "PUT", body: input }));
}

export function useDeleteIntegration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Integration>(one(id), { method: "DELETE" }),
    onSuccess: (integration) => {
      qc.removeQueries({ queryKey: queryKeys.integration(integration.id) });
      return qc.invalidateQueries({ queryKey: queryKeys.integrationList });
    },
  });
}
