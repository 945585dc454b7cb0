"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { CreateMacroInput, MacroRun, MacroView, UpdateMacroInput } from "@/lib/macros/schemas";

export type Macro = MacroView;
const BASE = "/api/v1/macros";
const KEY = ["macros"] as const;

/** The macros the person may run: the shared ones and their own. */
export function useMacros({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [...KEY, "list"], queryFn: ({ signal }) => apiFetch<{ data: Macro[] }>(BASE, { signal }), enabled });
}

function useMacroWrite<V>(request: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateMacro = () => useMacroWrite((input: CreateMacroInput) => apiFetch<Macro>(BASE, { method: "POST", body: input }));
export const useUpdateMacro = () => useMacroWrite(({ id, input }: { id: string; input: UpdateMacroInput }) => apiFetch<Macro>(`${BASE}/${encodeURIComponent(id)}`, { method: "PATCH", body: input }));
export const useDeleteMacro = () => useMacroWrite((id: string) => apiFetch(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" }));

/** Runs a macro on a conversation; the conversation it answers goes into the cache, the lists and the thread refetch (a reply may have been sent). */
export function useRunMacro() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, macroId }: { conversationId: string; macroId: string }) =>
      apiFetch<MacroRun>(`/api/v1/conversations/${encodeURIComponent(conversationId)}/macros/${encodeURIComponent(macroId)}/run`, { method: "POST" }),
    onSuccess: (run) => {
      qc.setQueryData(queryKeys.conversation(run.conversation.id), run.conversation);
      return qc.invalidateQueries({ queryKey: queryKeys.conversations });
    },
  });
}
