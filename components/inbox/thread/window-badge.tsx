"use client";

import { TimerIcon, TimerOffIcon } from "lucide-react";
import { usePhotoappWindow } from "@/lib/client/hooks/use-channel-layer";
import { useClock } from "@/lib/client/hooks/use-clock";
import { windowRemaining } from "@/lib/client/inbox-format";
import type { Conversation, PhotoappWindow } from "@/lib/client/types";

/** The 24-hour window as a countdown; the server's `open` flag is the authority, the clock only counts down. */
export function WindowBadge({ conversation: c }: { conversation: Conversation }) {
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

/** "Window closes in 5 h": photoapp's 24-hour window, as the window route tells it. */
export function photoappWindowLabel(w: PhotoappWindow | undefined, now: number): { open: boolean; label: string } | null {
  if (!w) return null;
  const left = w.open ? windowRemaining(w.expiresAt, now) : null;
  return left ? { open: true, label: `Window closes in ${left}` } : { open: false, label: "Window closed — customer must write first" };
}

/** Photoapp's window in the thread header (the route is the authority; the clock only counts down). */
export function PhotoappWindowBadge({ conversationId }: { conversationId: string }) {
  const now = useClock();
  const windowQuery = usePhotoappWindow(conversationId);
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

type WindowBadgeFor = (props: { conversation: Conversation }) => React.ReactNode;

/** Each channel's window in the thread header, by the conversation's channel (none where the channel has no window to show). */
const WINDOW_BADGES: Partial<Record<Conversation["channel"], WindowBadgeFor>> = {
  CHATAPP: WindowBadge,
  PHOTOAPP: ({ conversation }) => <PhotoappWindowBadge conversationId={conversation.id} />,
};

export function ChannelWindowBadge({ conversation }: { conversation: Conversation }) {
  const Badge = WINDOW_BADGES[conversation.channel];
  return Badge ? <Badge conversation={conversation} /> : null;
}
