"use client";

import { TimerIcon, TimerOffIcon } from "lucide-react";
import { useClock } from "@/lib/client/hooks/use-clock";
import { windowRemaining } from "@/lib/client/inbox-format";
import type { Conversation } from "@/lib/client/types";

/** The 24-hour window as a countdown; the server's `open` flag is the authority, the clock only counts down. */
export function ChatappWindowBadge({ conversation: c }: { conversation: Conversation }) {
  const now = useClock();
  const left = c.window.open ? windowRemaining(c.window.expiresAt, now) : null;
  return left ? (
    <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400" data-testid="window-state">
      <TimerIcon className="size-3.5" aria-hidden="true" />
      Window closes in {left}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-400" data-testid="window-state">
      <TimerOffIcon className="size-3.5" aria-hidden="true" />
      Window closed: templates only
    </span>
  );
}
