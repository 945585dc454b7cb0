"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { PresentedLead } from "@/lib/crm/leads/schemas";
import type { PresentedTask } from "@/lib/crm/tasks/schemas";
import type { PresentedTicket } from "@/lib/crm/tickets/schemas";

export type Ticket = PresentedTicket;
export type Lead = PresentedLead;
export type Task = PresentedTask;
type Kinds = { tickets: Ticket; leads: Lead; tasks: Task };
export type CrmKind = keyof Kinds;
type Page<T> = { data: T[]; pagination: { offset: number; limit: number; total: number } };

/** Every read of a kind sits under ["crm", kind]: any change refreshes the board, the lists and the sheet at once. */
export const crmKeys = { kind: (k: CrmKind) => ["crm", k] as const, list: (k: CrmKind, q: string) => ["crm", k, "list", q] as const, one: (k: CrmKind, id: string) => ["crm", k, "one", id] as const };

export function useCrmList<K extends CrmKind>(kind: K, query: string) {
  return useQuery({
    queryKey: crmKeys.list(kind, query),
    queryFn: ({ signal }) => apiFetch<Page<Kinds[K]>>(`/api/v1/${kind}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCrmItem<K extends CrmKind>(kind: K, id: string | null) {
  return useQuery({ queryKey: crmKeys.one(kind, id ?? ""), queryFn: ({ signal }) => apiFetch<Kinds[K]>(`/api/v1/${kind}/${encodeURIComponent(id!)}`, { signal }), enabled: !!id });
}

function useInvalidate(kind: CrmKind) {
  const qc = useQueryClient();
  // A ticket or lead deleted unlinks its tasks: tasks refresh with them.
  return () => Promise.all([qc.invalidateQueries({ queryKey: crmKeys.kind(kind) }), kind !== "tasks" && qc.invalidateQueries({ queryKey: crmKeys.kind("tasks") })]);
}

export function useCreateCrm<K extends CrmKind>(kind: K) {
  const invalidate = useInvalidate(kind);
  return useMutation({ mutationFn: (body: Record<string, unknown>) => apiFetch<Kinds[K]>(`/api/v1/${kind}`, { method: "POST", body }), onSuccess: invalidate });
}

/** PATCH; every read of the kind refreshes after, on success or error (the board shows its move meanwhile). */
export function useUpdateCrm<K extends CrmKind>(kind: K) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) => apiFetch<Kinds[K]>(`/api/v1/${kind}/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    onSettled: invalidate,
  });
}

export function useDeleteCrm(kind: CrmKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({ mutationFn: (id: string) => apiFetch<{ id: string }>(`/api/v1/${kind}/${encodeURIComponent(id)}`, { method: "DELETE" }), onSuccess: invalidate });
}
