"use client";

import { createContext, useContext, useEffect, useRef } from "react";
import type { LiveEventName } from "@/lib/live/events";
import type { LiveBus, LiveHandler } from "./bus";
import { inboxRefetchInterval, inboxStaleTime, type LiveStatus } from "./refresh";

export type LiveValue = { status: LiveStatus; bus: LiveBus };

/** Provided once per tab by components/live/live-provider.tsx (the dashboard layout). */
export const LiveContext = createContext<LiveValue | null>(null);

/** connecting, live or down; outside the dashboard (no provider) reads poll as if down. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext)?.status ?? "down";
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
