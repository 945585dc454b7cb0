"use client";

import { channelUi } from "@/components/channels/lookup";
import { messageTime } from "@/lib/client/inbox-format";
import type { Message } from "@/lib/client/types";
import { cn } from "@/lib/utils";
import { MessageContent } from "./content/message-content";
import { obj, str } from "./content/read";
import { FailedMessage } from "./failed-message";
import { StatusTicks } from "./status-ticks";

/**
 * One message: the customer's on the left, ours on the right, with the time, who sent it and
 * the delivery ticks under the bubble, the customer's reaction pinned to its corner, and the
 * message it replies to quoted on top when that message is loaded.
 */
export function MessageBubble({ message: m, reaction, quoted }: { message: Message; reaction?: string; quoted?: Message }) {
  const outbound = m.direction === "outbound";
  // A channel may add a note to the meta line (what a text was billed as, say).
  const billing = channelUi(m.channel).metaNote?.(m) ?? null;
  return (
    <li data-testid="message" data-direction={m.direction} data-type={m.type} data-message-id={m.id} className={cn("flex", outbound ? "justify-end" : "justify-start")}>
      <div className={cn("flex max-w-[min(85%,28rem)] flex-col gap-1", outbound ? "items-end" : "items-start", reaction && "mb-2")}>
        <div
          className={cn(
            "relative max-w-full min-w-16 rounded-2xl border px-3 py-2 text-sm shadow-xs",
            outbound ? "bg-primary/10 border-primary/20 dark:bg-primary/20 rounded-br-sm" : "bg-card rounded-bl-sm",
            m.status === "failed" && "border-destructive/50",
          )}
        >
          {quoted && <Quote message={quoted} />}
          <MessageContent message={m} />
          {reaction && (
            <span
              className="bg-background absolute -bottom-3 rounded-full border px-1.5 text-sm leading-5 shadow-xs"
              style={outbound ? { left: 8 } : { right: 8 }}
              aria-label={`Reaction ${reaction}`}
              data-testid="message-reaction"
            >
              {reaction}
            </span>
          )}
        </div>
        <div className={cn("text-muted-foreground flex items-center gap-1.5 px-1 text-[11px]", reaction && "mt-2")}>
          {outbound && m.sentBy && <span className="truncate">{m.sentBy.name} ·</span>}
          <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
          {billing && <span data-testid="message-meta-note">· {billing}</span>}
          {outbound && <StatusTicks message={m} />}
        </div>
        {outbound && m.status === "failed" && <FailedMessage message={m} />}
      </div>
    </li>
  );
}

function Quote({ message: q }: { message: Message }) {
  return (
    <div className="border-primary/60 bg-background/50 mb-1.5 rounded-md border-l-4 px-2 py-1 text-xs">
      <p className="text-primary font-medium">{q.direction === "outbound" ? "You" : "Customer"}</p>
      <p className="text-muted-foreground line-clamp-2">{q.text ?? q.type}</p>
    </div>
  );
}

/** A reaction whose message is not loaded (or was never ours to see) stands on its own. */
export function OrphanReaction({ message: m }: { message: Message }) {
  const emoji = m.content.action === "unreact" ? null : (str(obj(m.content.reaction).emoji) ?? str(m.content.emoji));
  return (
    <li className="text-muted-foreground flex justify-start px-1 text-xs" data-testid="message" data-type="reaction">
      {emoji ? `Reacted ${emoji} to an earlier message` : "Removed a reaction"} · {messageTime(m.createdAt)}
    </li>
  );
}
