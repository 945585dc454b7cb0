"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/query-keys";
import type { SendResult } from "@/lib/client/types";
import type { SendKind, UploadMediaInput } from "@/lib/channels/chatapp/messaging/send-schemas";

const BASE = "/api/v1/chatapp";

/** A send refreshes the thread it went into and the lists (preview, order). */
function useRefreshInbox() {
  const qc = useQueryClient();
  return (conversationId?: string) =>
    Promise.all([
      conversationId && qc.invalidateQueries({ queryKey: queryKeys.latestMessages(conversationId) }),
      conversationId && qc.invalidateQueries({ queryKey: queryKeys.conversation(conversationId) }),
      qc.invalidateQueries({ queryKey: [...queryKeys.conversations, "list"] }),
    ]);
}

/** POST /api/v1/chatapp/messages/{kind}; the body is the route's own input schema. */
export function useSendMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: SendKind; body: Record<string, unknown> }) =>
      apiFetch<SendResult>(`${BASE}/messages/${kind}`, { method: "POST", body }),
    // A refused send (window closed, platform error) may still have stored a failed message.
    onSettled: (result, _err, vars) => refresh(result?.conversationId ?? (vars.body.conversationId as string | undefined)),
  });
}

export function uploadMedia(input: UploadMediaInput) {
  return apiFetch<{ mediaId: string }>(`${BASE}/media/upload`, { method: "POST", body: input });
}

