"use client";

import { RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { channelUi } from "@/components/channels/lookup";
import type { TextResender } from "@/components/channels/channel-ui";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/client/api";
import { useConversation } from "@/lib/client/hooks/use-conversations";
import { useCan } from "@/lib/client/hooks/use-me";
import type { Conversation, Message } from "@/lib/client/types";

/** Why the platform refused a message, in its own words when it gave them. */
export function failureReason(m: Message): string {
  const e = m.error;
  if (!e) return "The platform did not accept this message";
  return [e.title && e.title !== e.message ? e.title : null, e.message, e.code !== undefined ? `(code ${e.code})` : null].filter(Boolean).join(" ");
}

/**
 * Under a failed message: the reason, and for a text message a Retry that sends the same text
 * again through the composer's own route, so it meets the same checks (the 24-hour window, the
 * conversation being open). Channels offer Retry by declaring how they resend a text. A failed
 * message never reached the customer, so one resend cannot duplicate anything; the failed row
 * stays as history.
 */
export function FailedMessage({ message: m }: { message: Message }) {
  const conversation = useConversation(m.conversationId).data;
  const canSend = useCan("messages:send");
  const useResend = channelUi(m.channel).useResendText;
  const text = m.type === "text" ? m.text : null;
  const retryable = !!text && !!useResend && canSend && conversation?.status === "OPEN";
  return (
    <div className="text-destructive flex max-w-full flex-wrap items-center justify-end gap-x-2 gap-y-1 px-1 text-xs" data-testid="message-failure">
      <span className="min-w-0 text-pretty">Not sent: {failureReason(m)}</span>
      {retryable && <Retry text={text} conversation={conversation} useResend={useResend} />}
    </div>
  );
}

/**
 * Retry is disabled while the resend runs and gone once the resend is stored, so a double click
 * sends once per failed message. After a resend this failed message is done: the resend is its
 * own row below (sent, or failed with its own Retry). A refusal that stored nothing (window
 * closed, network) leaves Retry.
 */
function Retry({ text, conversation, useResend }: { text: string; conversation: Conversation; useResend: () => TextResender }) {
  const { resend, isPending } = useResend();
  const [retried, setRetried] = useState<"sent" | "failed" | null>(null);

  async function retry() {
    if (isPending) return;
    try {
      await resend(conversation, text);
      setRetried("sent");
      toast.success("Message sent again");
    } catch (err) {
      if (err instanceof ApiError && typeof err.details.messageId === "string") setRetried("failed");
      toast.error("The message failed again", { description: errorMessage(err) });
    }
  }

  if (retried) return <span className="text-muted-foreground">{retried === "sent" ? "Sent again below" : "Resent below, failed again"}</span>;
  return (
    <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={retry} disabled={isPending}>
      <RotateCcwIcon aria-hidden="true" />
      {isPending ? "Retrying…" : "Retry"}
    </Button>
  );
}
