"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import type { SearchResult } from "@/lib/search/schemas";

/** Waiting this long after the last key press spares the server a query per letter. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The palette's results for what is typed, through GET /api/v1/search (the same route API
 * callers use). The previous answer stays on screen while the next one loads.
 */
export function useSearch(typed: string, { enabled }: { enabled: boolean }) {
  const q = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ["search", q] as const,
    queryFn: ({ signal }) => apiFetch<SearchResult>(`/api/v1/search?${new URLSearchParams({ q, limit: "5" })}`, { signal }),
    enabled: enabled && q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  // Settled: the answer on screen is for what is typed now (not the previous words).
  const settled = q === typed.trim() && !query.isPlaceholderData && !query.isFetching;
  return { ...query, q, settled };
}
