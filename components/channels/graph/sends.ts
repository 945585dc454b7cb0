"use client";

import { useChannelSend } from "@/lib/client/hooks/use-channel-layer";
import type { ChannelName } from "@/lib/client/types";
import type { TextResender } from "../channel-ui";

/** A Graph channel's Retry: the failed text again through its /send route, by conversation. */
export function graphResender(channel: ChannelName) {
  return function useGraphResend(): TextResender {
    const send = useChannelSend();
    return { resend: (c, text) => send.mutateAsync({ channel, body: { conversationId: c.id, content: text } }), isPending: send.isPending };
  };
}
