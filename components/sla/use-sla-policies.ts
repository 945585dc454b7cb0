"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { components } from "@/sdk/src/generated/openapi";

export type SlaPolicy = components["schemas"]["SlaPolicy"];
export type CreateSlaPolicyBody = components["schemas"]["CreateSlaPolicyInput"];
export type ConversationSla = NonNullable<components["schemas"]["Conversation"]["sla"]>;

const BASE = "/api/v1/sla-policies";
const KEY = ["sla-policies"] as const;

export function useSlaPolicies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<{ data: SlaPolicy[] }>(BASE, { signal }), enabled, staleTime: 30_000 });
}

/** Policy writes refresh the policies and the inboxes (which show the policy they apply). */
function usePolicyWrite<V, R>(request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: request, onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), qc.invalidateQueries({ queryKey: queryKeys.channels })]) });
}

export const useCreateSlaPolicy = () => usePolicyWrite((body: CreateSlaPolicyBody) => apiFetch<SlaPolicy>(BASE, { method: "POST", body }));
export const useUpdateSlaPolicy = () => usePolicyWrite(({ id, body }: { id: string; body: Partial<CreateSlaPolicyBody> }) => apiFetch<SlaPolicy>(`${BASE}/${encodeURIComponent(id)}`, { method: "PATCH", body }));
export const useDeleteSlaPolicy = () => usePolicyWrite((id: string) => apiFetch<{ id: string }>(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" }));
