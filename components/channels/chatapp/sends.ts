"use client";

import { useSendMessage } from "@/components/channels/chatapp/use-chatapp";
import type { FirstText, TextResender } from "../channel-ui";

/** A failed text again, to the contact's phone, through the typed text route (the window rule applies). */
export function useChatappResend(): TextResender {
  const send = useSendMessage();
  return {
    resend: (c, text) => send.mutateAsync({ kind: "text", body: { to: c.contact.phone, conversationId: c.id, body: text } }),
    isPending: send.isPending,
  };
}

/** A first text while the window is open (outside it the dialog offers templates, the capability says so). */
export function useChatappFirstText() {
  const send = useSendMessage();
  return ({ text, ...target }: FirstText) => send.mutateAsync({ kind: "text", body: { ...target, body: text } });
}
