"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateWebhookInput, UpdateWebhookInput } from "@/lib/webhooks/schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { DeliveryDetail, DeliveryList, EventCatalog, Webhook, WebhookList, WebhookStats } from "@/lib/client/types";

const BASE = "/api/v1/webhooks";
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
/** The log and the chart follow deliveries as they happen; polling stops while the tab is hidden. */
const LIVE_MS = 5_000;

export function useEventCatalog() {
  return useQuery({
    queryKey: queryKeys.eventCatalog,
    queryFn: ({ signal }) => apiFetch<EventCatalog>(`${BASE}/events`, { signal }),
    staleTime: Infinity,
  });
}

export function useWebhooks(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.webhookList,
    // One page of 100: a company has a handful of webhooks, not thousands.
    queryFn: ({ signal }) => apiFetch<WebhookList>(`${BASE}?limit=100`, { signal }),
    enabled: options.enabled ?? true,
    refetchInterval: 30_000,
  });
}

export function useWebhook(id: string) {
  return useQuery({ queryKey: queryKeys.webhook(id), queryFn: ({ signal }) => apiFetch<Webhook>(one(id), { signal }), refetchInterval: LIVE_MS });
}

/** Fetched only when asked for, and dropped from memory as soon as nothing shows it. */
export function useWebhookSecret(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.webhookSecret(id),
    queryFn: ({ signal }) => apiFetch<{ secret: string }>(`${one(id)}/secret`, { signal }),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
  });
}

export function useDeliveries(id: string, query: string) {
  return useQuery({
    queryKey: queryKeys.deliveries(id, query),
    queryFn: ({ signal }) => apiFetch<DeliveryList>(`${one(id)}/deliveries?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

export function useDelivery(id: string, deliveryId: string | null) {
  return useQuery({
    queryKey: queryKeys.delivery(id, deliveryId ?? ""),
    queryFn: ({ signal }) => apiFetch<DeliveryDetail>(`${one(id)}/deliveries/${encodeURIComponent(deliveryId ?? "")}`, { signal }),
    enabled: deliveryId !== null,
    refetchInterval: (q) => (q.state.data && ["PENDING", "RETRYING"].includes(q.state.data.status) ? 2_000 : false),
  });
}

export function useWebhookStats(id: string, hours: number) {
  return useQuery({
    queryKey: queryKeys.webhookStats(id, hours),
    queryFn: ({ signal }) => apiFetch<WebhookStats>(`${one(id)}/stats?hours=${hours}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS * 3,
  });
}

/** Any webhook write: the answer goes into the detail cache and every other webhook read refetches. */
function useWebhookMutation<V>(request: (vars: V) => Promise<Webhook>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (webhook) => {
      qc.setQueryData(queryKeys.webhook(webhook.id), webhook);
      return qc.invalidateQueries({ queryKey: queryKeys.webhooks, predicate: (q) => q.queryKey[1] !== "detail" });
    },
  });
}

export function useCreateWebhook() {
  return useWebhookMutation((input: CreateWebhookInput) => apiFetch<Webhook>(BASE, { method: "POST", body: input }));
}

export function useUpdateWebhook(id: string) {
  return useWebhookMutation((input: UpdateWebhookInput) => apiFetch<Webhook>(one(id), { method: "PUT", body: input }));
}

export function usePauseWebhook() {
  return useWebhookMutation((id: string) => apiFetch<Webhook>(`${one(id)}/pause`, { method: "POST" }));
}

export function useResumeWebhook() {
  return useWebhookMutation(({ id, heldDeliveries }: { id: string; heldDeliveries: "deliver" | "discard" }) => apiFetch<Webhook>(`${one(id)}/resume`, { method: "POST", body: { heldDeliveries } }));
}

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Webhook>(one(id), { method: "DELETE" }),
    onSuccess: (webhook) => {
      qc.removeQueries({ queryKey: queryKeys.webhook(webhook.id) });
      return qc.invalidateQueries({ queryKey: queryKeys.webhookList });
    },
  });
}

export function useRegenerateWebhookSecret(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ secret: string }>(`${one(id)}/secret/regenerate`, { method: "POST" }),
    onSuccess: (secret) => qc.setQueryData(queryKeys.webhookSecret(id), secret),
  });
}

/** Test sends, resends: new rows in the log, new bars in the chart, a changed success rate. */
function useDeliveryAction<V, R>(request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.webhooks }) });
}

export function useTestWebhook(id: string) {
  return useDeliveryAction((event?: string) => apiFetch<DeliveryDetail>(`${one(id)}/test`, { method: "POST", body: event ? { event } : {} }));
}

export function useResendDelivery(id: string) {
  return useDeliveryAction((deliveryId: string) =>
    apiFetch<DeliveryDetail>(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, { method: "POST" }),
  );
}

export function useResendFailed(id: string) {
  return useDeliveryAction((since?: string) => apiFetch<{ resent: number }>(`${one(id)}/resend-failed`, { method: "POST", body: since ? { since } : {} }));
}
