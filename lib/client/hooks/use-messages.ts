"use client";

import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { apiFetch } from "@/lib/client/api";
import { useInboxFreshness } from "@/lib/client/live/live-context";
import { queryKeys } from "@/lib/client/query-keys";
import type { Message, MessagePage } from "@/lib/client/types";
import { one } from "./use-conversations";

const PAGE = 30;

/** The newest messages seen so far (merged across refetches, oldest first) and where older pages start. */
type Recent = { list: Message[]; anchor: string | null; atStart: boolean };

/**
 * The API orders a thread by arrival (platform timestamps have one-second resolution, so
 * times can't), newest first. A refetch's messages either update ones we hold, in place, or
 * arrived after all of them, so they go at the end in the API's order.
 */
function mergeRecent(prev: Message[], freshNewestFirst: Message[]): Message[] {
  const fresh = new Map(freshNewestFirst.map((m) => [m.id, m]));
  const known = new Set(prev.map((m) => m.id));
  const updated = prev.map((m) => fresh.get(m.id) ?? m);
  const added = [...freshNewestFirst].reverse().filter((m) => !known.has(m.id));
  return [...updated, ...added];
}

function page(id: string, before: string | null, signal: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (before) params.set("before", before);
  return apiFetch<MessagePage>(`${one(id)}/messages?${params}`, { signal });
}

/**
 * A thread: the newest page is refetched when the live stream says its messages changed (or
 * polled slowly while the stream is down); older pages load on demand from a fixed anchor.
 * Each refetch is merged into what was seen before, so a burst of new messages that pushes
 * older ones out of the newest page never opens a gap between the two, and a refetch costs one
 * small request however far up the person has scrolled.
 */
export function useThread(conversationId: string) {
  const qc = useQueryClient();
  const freshness = useInboxFreshness();
  const recentKey = queryKeys.latestMessages(conversationId);
  const recent = useQuery({
    queryKey: recentKey,
    queryFn: async ({ signal }): Promise<Recent> => {
      const fresh = await page(conversationId, null, signal);
      const prev = qc.getQueryData<Recent>(recentKey);
      if (prev) return { ...prev, list: mergeRecent(prev.list, fresh.data) };
      return { list: [...fresh.data].reverse(), anchor: fresh.pagination.nextCursor, atStart: fresh.pagination.nextCursor === null };
    },
    ...freshness,
  });

  const anchor = recent.data?.anchor ?? null;
  const older = useInfiniteQuery({
    queryKey: queryKeys.olderMessages(conversationId, anchor),
    initialPageParam: anchor,
    queryFn: ({ pageParam, signal }) => page(conversationId, pageParam, signal),
    getNextPageParam: (last) => last.pagination.nextCursor ?? undefined,
    // Nothing loads until the person scrolls up; an old page rarely changes, so it is never refetched.
    enabled: false,
    staleTime: Infinity,
  });

  // Oldest first: the older pages (each newest first, the furthest back last), then the recent ones.
  const messages = useMemo(() => {
    const recentList = recent.data?.list ?? [];
    const inRecent = new Set(recentList.map((m) => m.id));
    const olderList = (older.data?.pages ?? []).flatMap((p) => p.data).reverse().filter((m) => !inRecent.has(m.id));
    return [...olderList, ...recentList];
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
