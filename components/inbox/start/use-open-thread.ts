"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { ConversationList } from "@/lib/client/types";

/**
 * The contact's open conversation on a channel (in one inbox of it, when `inboxId` is given),
 * if any (GET /conversations filtered): a send joins it, and its window decides between free
 * text and a template. null when there is none.
 */
export function useOpenThread(contactId: string | null, channel: string | null, inboxId?: string | null) {
  return useQuery({
    queryKey: ["conversations", "open-thread", contactId, channel, inboxId ?? null],
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ contactId: contactId!, channel: channel!.toUpperCase(), status: "OPEN", limit: "1", ...(inboxId ? { inboxId } : {}) });
      const list = await apiFetch<ConversationList>(`/api/v1/conversations?${q}`, { signal });
      return list.data[0] ?? null;
    },
    enabled: !!contactId && !!channel,
    staleTime: 0,
  });
}
