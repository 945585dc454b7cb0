"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Me } from "@/lib/client/types";

export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: ({ signal }) => apiFetch<Me>("/api/v1/me", { signal }), staleTime: 60_000 });
}

/** Whether the signed-in person holds `scope`; false while /me is loading, so actions start disabled. */
export function useCan(scope: string): boolean {
  const { data } = useMe();
  return !!data && (data.scopes.includes("*") || data.scopes.includes(scope));
}
