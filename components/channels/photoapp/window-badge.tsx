"use client";

import { TimerIcon, TimerOffIcon } from "lucide-react";
import { useChannelWindow } from "@/lib/client/hooks/use-channel-layer";
import { useClock } from "@/lib/client/hooks/use-clock";
import { windowRemaining } from "@/lib/client/inbox-format";
import type { ChannelWindow, Conversation } from "@/lib/client/types";

/** "Window closes in 5 h": photoapp's 24-hour window, as the window route tells it. */
export function photoappWindowLabel(w: ChannelWindow | undefined, now: number): { open: boolean; label: string } | null {
  if (!w) return null;
  const left = w.open ? windowRemaining(w.expiresAt, now) : null;
  return left ? { open: true, label: `Window closes in ${left}` } : { open: false, label: "Window closed — customer must write first" };
}

/** Photoapp's window in the thread header (the route is the authority; the clock only counts down). */
export function PhotoappWindowBadge({ conversation }: { conversation: Conversation }) {
  const now = useClock();
  const windowQuery = useChannelWindow("photoapp", conversation.id);
  const state = photoappWindowLabel(windowQuery.data, now);
  if (!state) return null;
  const Icon = state.open ? TimerIcon : TimerOffIcon;
  return (
    <span className={`inline-flex items-center gap-1 ${state.open ? "text-emerald-700 dark:text-emerald-400" : "text-amber-700 dark:text-amber-400"}`} data-testid="window-state">
      <Icon className="size-3.5" aria-hidden="true" />
      {state.label}
    </span>
  );
}
