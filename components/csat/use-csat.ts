"use client";

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { CsatReport, CsatResponseItem } from "@/lib/csat/schemas";

const BASE = "/api/v1/chatapp/analytics/csat";

export interface CsatFilter {
  inboxId?: string;
  agentId?: string;
  teamId?: string;
}

/** The range query string plus the filters that are set. */
export function csatQueryString(range: string, filter: CsatFilter = {}): string {
  const p = new URLSearchParams(range);
  for (const [k, v] of Object.entries(filter)) if (v) p.set(k, v);
  return p.toString();
}

/** Satisfaction for the range: totals and by agent, team and inbox. Answers come in as customers rate, so it refreshes each minute. */
export function useCsatReport(query: string) {
  return useQuery({
    queryKey: ["analytics", "csat", query],
    queryFn: ({ signal }) => apiFetch<CsatReport>(`${BASE}${query ? `?${query}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** The answers with their comments, newest first, a page at a time. */
export function useCsatResponses(query: string) {
  return useInfiniteQuery({
    queryKey: ["analytics", "csat", "responses", query],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) => apiFetch<{ data: CsatResponseItem[]; nextCursor: string | null }>(`${BASE}/responses?${csatQueryString(query)}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}&limit=20`, { signal }),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
