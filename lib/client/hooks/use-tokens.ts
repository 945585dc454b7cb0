"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateTokenInput } from "@/lib/tokens/schemas";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ApiToken, CreatedApiToken, ListOf } from "@/lib/client/types";

export function useTokens(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.tokens,
    queryFn: ({ signal }) => apiFetch<ListOf<ApiToken>>("/api/v1/tokens", { signal }),
    enabled: options.enabled ?? true,
  });
}

/** The secret is only in this mutation's result; it is never written to the list cache. */
export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTokenInput) => apiFetch<CreatedApiToken>("/api/v1/tokens", { method: "POST", body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.tokens }),
  });
}

export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ApiToken>(`/api/v1/tokens/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.tokens }),
  });
}
