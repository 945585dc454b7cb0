"use client";

import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { Message, MessagePage } from "@/lib/client/types";
import { one, poll } from "./use-conversations";

const PAGE = 30;

/** The newest messages seen so far (merged across polls) and where older pages start. */
type Recent = { byId: Record<string, Message>; anchor: string | null; atStart: boolean };

function page(id: string, before: string | null, signal: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (before) params.set("before", before);
  return apiFetch<MessagePage>(`${one(id)}/messages?${params}`, { signal });
}

/**
 * A thread: the newest page is polled, older pages load on demand from a fixed anchor.
 * Each poll is merged into what was seen before, so a burst of new messages that pushes
 * older ones out of the newest page never opens a gap between the two, and a poll costs one
 * small request however far up the person has scrolled.
 */
export function useThread(conversationId: string) {
  const qc = useQueryClient();
  const recentKey = queryKeys.latestMessages(conversationId);
  const recent = useQuery({
    queryKey: recentKey,
    queryFn: async ({ signal }): Promise<Recent> => {
      const fresh = await page(conversationId, null, signal);
      const prev = qc.getQueryData<Recent>(recentKey);
      const byId = { ...prev?.byId };
      for (const m of fresh.data) byId[m.id] = m;
      return prev ? { ...prev, byId } : { byId, anchor: fresh.pagination.nextCursor, atStart: fresh.pagination.nextCursor === null };
    },
    refetchInterval: poll,
    staleTime: 0,
  });

  const anchor = recent.data?.anchor ?? null;
  const older = useInfiniteQuery({
    queryKey: queryKeys.olderMessages(conversationId, anchor),
    initialPageParam: anchor,
    queryFn: ({ pageParam, signal }) => page(conversationId, pageParam, signal),
    getNextPageParam: (last) => last.pagination.nextCursor ?? undefined,
    // Nothing loads until the person scrolls up; an old page rarely changes, so no polling.
    enabled: false,
    staleTime: Infinity,
  });

  const messages = useMemo(() => {
    const all = new Map<string, Message>();
    for (const p of older.data?.pages ?? []) for (const m of p.data) all.set(m.id, m);
    for (const m of Object.values(recent.data?.byId ?? {})) all.set(m.id, m);
    return [...all.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }, [older.data, recent.data]);

  const loadedOlder = (older.data?.pages.length ?? 0) > 0;
  const hasOlder = recent.data ? !recent.data.atStart && (!loadedOlder || older.hasNextPage) : false;
  const { isFetching, fetchNextPage, refetch } = older;
  const loadOlder = useCallback(() => {
    if (isFetching || !hasOlder) return;
    // The first older page is fetched through refetch (the query is disabled until asked).
    if (loadedOlder) void fetchNextPage();
    else void refetch();
  }, [isFetching, hasOlder, loadedOlder, fetchNextPage, refetch]);

  return {
    messages,
    isPending: recent.isPending,
    error: recent.error,
    hasOlder,
    loadingOlder: isFetching,
    loadOlder,
    refresh: () => qc.invalidateQueries({ queryKey: recentKey }),
  };
}
