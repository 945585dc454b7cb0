"use client";

import { useTypingIn } from "@/lib/client/live/live-context";
import { replyingLine } from "@/lib/client/live/typing-board";

/**
 * Under the open thread: "Sara is replying…" while a teammate types here (the collision
 * warning), and "Customer is typing…" where the channel reports it. Announced politely.
 */
export function TypingIndicator({ conversationId }: { conversationId: string }) {
  const { teammates, customer } = useTypingIn(conversationId);
  const lines = [teammates.length ? replyingLine(teammates) : null, customer ? "Customer is typing…" : null].filter(Boolean);
  return (
    <div aria-live="polite" data-testid="typing-indicator" className="text-muted-foreground min-h-0 px-4 text-xs empty:hidden">
      {lines.length > 0 && (
        <p className="flex items-center gap-2 py-1">
          <TypingDots />
          <span>{lines.join(" · ")}</span>
        </p>
      )}
    </div>
  );
}

function TypingDots() {
  return (
    <span className="inline-flex gap-0.5" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="bg-muted-foreground/70 size-1 animate-bounce rounded-full motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}
