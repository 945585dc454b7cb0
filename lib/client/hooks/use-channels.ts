"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ChannelStatus, ListOf } from "@/lib/client/types";

/** GET /me/channels: every channel's state in one answer (the cards, the inbox's sandbox panel). */
export function useChannels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.channels,
    queryFn: ({ signal }) => apiFetch<ListOf<ChannelStatus>>("/api/v1/me/channels", { signal }),
    enabled,
  });
}
