"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { ChannelSendResult } from "@/lib/client/types";
import type { SmsSendInput } from "@/lib/channels/sms/messaging/send-schemas";
import { useRefreshInbox } from "@/lib/client/hooks/use-channel-layer";

/** POST /api/v1/sms/send: a text (MMS with media URLs) to the conversation's number. */
export function useSmsSend() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (body: SmsSendInput) => apiFetch<ChannelSendResult>("/api/v1/sms/send", { method: "POST", body }),
    // A refused send (an opted-out number, a gateway error) may still have stored a failed message.
    onSettled: (result, _err, body) => refresh(result?.conversationId ?? body.conversationId),
  });
}
