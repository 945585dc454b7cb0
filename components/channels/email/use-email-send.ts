"use client";

import { useMutation } from "@tanstack/react-query";
import type { ChannelSendInput } from "@/lib/channels/send-schemas";
import { apiFetch } from "@/lib/client/api";
import { useRefreshInbox } from "@/lib/client/hooks/use-channel-layer";
import type { ChannelSendResult } from "@/lib/client/types";
import type { FirstText } from "../channel-ui";

/** POST /api/v1/channels/email/send: an email into the conversation's thread (or a first one with its subject). */
export function useEmailSend() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (body: ChannelSendInput) => apiFetch<ChannelSendResult>("/api/v1/channels/email/send", { method: "POST", body }),
    onSettled: (result, _err, body) => refresh(result?.conversationId ?? body.conversationId),
  });
}

/** A first email to the contact's address ("New conversation"). */
export function useEmailFirstText() {
  const send = useEmailSend();
  return (input: FirstText) => send.mutateAsync(input);
}
