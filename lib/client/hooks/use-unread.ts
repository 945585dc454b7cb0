"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { ConversationList } from "@/lib/client/types";

/** How often the navigation asks; slower than the open inbox's poll, since every page carries it. */
const UNREAD_POLL_MS = 15_000;

/**
 * How many open conversations wait with unread customer messages: the navigation's badge and
 * the tab title's "(3)". One row asked for; the page's total is the count. Keyed under
 * "conversations" so reading a thread or an action refreshes it at once.
 */
export function useUnreadConversations(enabled: boolean): number | undefined {
  const { data } = useQuery({
    queryKey: ["conversations", "unread-count"],
    queryFn: ({ signal }) => apiFetch<ConversationList>("/api/v1/conversations?unread=true&status=OPEN&limit=1", { signal }),
    enabled,
    refetchInterval: (q) => (q.state.status === "error" ? false : UNREAD_POLL_MS),
  });
  return data?.pagination.total;
}

/**
 * How many conversations hold a note @mentioning me that I have not opened since: the inbox's
 * Mentions tab badge. Under "conversations", "list" so reading a thread refreshes it at once.
 */
export function useUnreadMentions(enabled: boolean): number | undefined {
  const { data } = useQuery({
    queryKey: ["conversations", "list", "mentions-unread"],
    queryFn: ({ signal }) => apiFetch<ConversationList>("/api/v1/conversations?mentioned=unread&limit=1", { signal }),
    enabled,
    refetchInterval: (q) => (q.state.status === "error" ? false : UNREAD_POLL_MS),
  });
  return data?.pagination.total;
}
