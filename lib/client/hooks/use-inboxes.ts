"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { ListOf } from "@/lib/client/types";
import type { PresentedInbox } from "@/lib/inboxes/schemas";

/** The company's inboxes (GET /api/v1/inboxes): every connection per channel, defaults first. */
export function useInboxes() {
  return useQuery({
    queryKey: queryKeys.inboxes,
    queryFn: ({ signal }) => apiFetch<ListOf<PresentedInbox>>("/api/v1/inboxes", { signal }),
    select: (res) => res.data,
  });
}
