"use client";

import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import type { LiveEventName } from "@/lib/live/events";
import type { LiveBus, LiveHandler } from "./bus";
import { inboxRefetchInterval, inboxStaleTime, type LiveStatus } from "./refresh";
import { NOBODY_TYPING, type TypingBoard, type TypingShown } from "./typing-board";

export type LiveValue = { status: LiveStatus; bus: LiveBus; typing: TypingBoard };

/** Provided once per tab by components/live/live-provider.tsx (the dashboard layout). */
export const LiveContext = createContext<LiveValue | null>(null);

/** connecting, live or down; outside the dashboard (no provider) reads poll as if down. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext)?.status ?? "down";
}

export function useTypingBoard(): TypingBoard | null {
  return useContext(LiveContext)?.typing ?? null;
}

const noSubscription = () => () => undefined;

/** Who is typing in the conversation now (teammates replying, the customer); re-renders as it changes or expires. */
export function useTypingIn(conversationId: string): TypingShown {
  const board = useTypingBoard();
  const last = useRef<TypingShown>(NOBODY_TYPING);
  // The same object while nothing changed, as useSyncExternalStore requires.
  const read = useCallback(() => {
    const now = board ? board.shown(conversationId, Date.now()) : NOBODY_TYPING;
    if (now.key !== last.current.key) last.current = now;
    return last.current;
  }, [board, conversationId]);
  return useSyncExternalStore(board?.subscribe ?? noSubscription, read, () => NOBODY_TYPING);
}

/** Calls `handler` with each event of this name; the latest handler is used without resubscribing. */
export function useLiveEvent<N extends LiveEventName>(name: N, handler: LiveHandler<N>): void {
  const bus = useContext(LiveContext)?.bus;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus?.on(name, (data) => latest.current(data)), [bus, name]);
}

/** The refetch options of a read the stream keeps current (conversations, threads, notes, unread counts). */
export function useInboxFreshness() {
  const status = useLiveStatus();
  return { refetchInterval: (query: { state: { status: string } }) => inboxRefetchInterval(status, query), staleTime: inboxStaleTime(status) };
}
