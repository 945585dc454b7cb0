"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { useInboxFreshness } from "@/lib/client/live/live-context";
import { queryKeys } from "@/lib/client/query-keys";
import type { ConversationList } from "@/lib/client/types";

/**
 * How many open conversations wait with unread customer messages: the navigation's badge and
 * the tab title's "(3)". One row asked for; the page's total is the count. Keyed under
 * "conversations" so reading a thread or an action refreshes it at once; the live stream's
 * conversation events refresh it otherwise (a slow poll only while the stream is down).
 */
export function useUnreadConversations(enabled: boolean): number | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.unreadCount,
    queryFn: ({ signal }) => apiFetch<ConversationList>("/api/v1/conversations?unread=true&status=OPEN&limit=1", { signal }),
    enabled,
    refetchInterval: useInboxFreshness().refetchInterval,
  });
  return data?.pagination.total;
}

/**
 * How many conversations hold a note @mentioning me that I have not opened since: the inbox's
 * Mentions tab badge. Under "conversations", "list" so reading a thread refreshes it at once.
 */
export function useUnreadMentions(enabled: boolean): number | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.unreadMentions,
    queryFn: ({ signal }) => apiFetch<ConversationList>("/api/v1/conversations?mentioned=unread&limit=1", { signal }),
    enabled,
    refetchInterval: useInboxFreshness().refetchInterval,
  });
  return data?.pagination.total;
}
