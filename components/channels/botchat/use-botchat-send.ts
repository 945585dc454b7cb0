"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { ChannelSendResult } from "@/lib/client/types";
import type { BotchatSendInput } from "@/lib/channels/botchat/messaging/send-schemas";
import { useRefreshInbox } from "@/lib/client/hooks/use-channel-layer";

/** POST /api/v1/botchat/send: a text (plain or markdown) with an optional inline or reply keyboard. */
export function useBotchatSend() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (body: BotchatSendInput) => apiFetch<ChannelSendResult>("/api/v1/botchat/send", { method: "POST", body }),
    // A refused send (a chat the customer never started, a platform error) may still have stored a failed message.
    onSettled: (result, _err, body) => refresh(result?.conversationId ?? body.conversationId),
  });
}
