"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { CreateScheduledMessageInput, PresentedScheduledMessage, PresentedScheduledSend } from "@/lib/scheduled/schemas";

export type ScheduledMessage = PresentedScheduledMessage;
export type ScheduledSend = PresentedScheduledSend;
type Page<T> = { data: T[]; pagination: { offset: number; limit: number; total: number } };

const BASE = "/api/v1/scheduled-messages";
const byId = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Every scheduled read sits under "scheduled": a create or cancel refreshes the calendar, the list and histories at once. */
export const scheduledKeys = {
  all: ["scheduled"] as const,
  list: (query: string) => ["scheduled", "list", query] as const,
  sends: (id: string) => ["scheduled", "sends", id] as const,
};

/** A list or a calendar range; polled while something is about to go out, so a send shows up by itself. */
export function useScheduledMessages(query: string) {
  return useQuery({
    queryKey: scheduledKeys.list(query),
    queryFn: ({ signal }) => apiFetch<Page<ScheduledMessage>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((m) => m.status === "SENDING" || (m.nextOccurrenceAt && new Date(m.nextOccurrenceAt).getTime() - Date.now() < 120_000)) ? 2_000 : 30_000),
  });
}

export function useScheduledSends(id: string | null) {
  return useQuery({
    queryKey: scheduledKeys.sends(id ?? ""),
    queryFn: ({ signal }) => apiFetch<Page<ScheduledSend>>(`${byId(id!)}/sends?limit=100`, { signal }),
    enabled: !!id,
  });
}

function useInvalidating<V>(fn: (v: V) => Promise<ScheduledMessage>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: scheduledKeys.all });
      // A send lands in the thread: the inbox refreshes when the message goes.
      void qc.invalidateQueries({ queryKey: ["conversations"] });
    },
  });
}

export function useCreateScheduled() {
  return useInvalidating((body: CreateScheduledMessageInput) => apiFetch<ScheduledMessage>(BASE, { method: "POST", body }));
}

export function useCancelScheduled() {
  return useInvalidating((id: string) => apiFetch<ScheduledMessage>(`${byId(id)}/cancel`, { method: "POST" }));
}
