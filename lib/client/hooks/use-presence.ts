"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiFetch } from "@/lib/client/api";
import { useLiveStatus } from "@/lib/client/live/live-context";
import { patchPresence } from "@/lib/client/live/presence";
import { FALLBACK_POLL_MS } from "@/lib/client/live/refresh";
import { queryKeys } from "@/lib/client/query-keys";
import type { MyPresence, PresenceList, PresenceStatus } from "@/lib/client/types";
import { useCan } from "./use-me";

/**
 * Every member's presence. The live stream's presence events patch it in place
 * (components/live/use-presence-sync.ts); it is read again only while the stream is down.
 */
export function usePresence() {
  const status = useLiveStatus();
  const enabled = useCan("conversations:read");
  return useQuery({
    queryKey: queryKeys.presence,
    queryFn: ({ signal }) => apiFetch<PresenceList>("/api/v1/presence", { signal }),
    enabled,
    staleTime: status === "live" ? Infinity : 0,
    refetchInterval: (q) => (status === "live" || q.state.status === "error" ? false : FALLBACK_POLL_MS),
  });
}

/** userId → status, for pickers and tables that show many people. */
export function usePresenceMap(): Map<string, PresenceStatus> {
  const { data } = usePresence();
  return useMemo(() => new Map((data?.data ?? []).map((p) => [p.userId, p.status])), [data]);
}

/** One person's status; undefined while unknown (no dot is drawn then). */
export function usePresenceOf(userId: string | null | undefined): PresenceStatus | undefined {
  const { data } = usePresence();
  return userId ? data?.data.find((p) => p.userId === userId)?.status : undefined;
}

/** Away or back online by hand (the user menu), or "I am here" (`active`, the tab saw input). */
export function useSetMyPresence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { status?: "online" | "away"; active?: true }) => apiFetch<MyPresence>("/api/v1/me/presence", { method: "POST", body: input }),
    onSuccess: (mine) => qc.setQueryData<PresenceList>(queryKeys.presence, (list) => patchPresence(list, mine.userId, mine.status)),
  });
}
