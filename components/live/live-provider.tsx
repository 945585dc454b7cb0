"use client";

import { useEffect, useMemo, useState } from "react";
import { useMe } from "@/lib/client/hooks/use-me";
import { LiveContext, type LiveValue } from "@/lib/client/live/live-context";
import { TypingBoard } from "@/lib/client/live/typing-board";
import { useActivityPing } from "./use-activity-ping";
import { useDesktopAlerts } from "./use-desktop-alerts";
import { useLiveConnection } from "./use-live-connection";
import { useLiveInvalidation } from "./use-live-invalidation";
import { usePresenceSync } from "./use-presence-sync";

/**
 * The live inbox, once per tab (the dashboard layout): one stream for everyone who may read
 * conversations, and what follows from its events: stale queries refetched, presence patched,
 * typing recorded, desktop notifications. Hooks read it through lib/client/live/live-context.ts.
 */
export function LiveProvider({ children }: { children: React.ReactNode }) {
  const me = useMe().data;
  const canRead = !!me && (me.scopes.includes("*") || me.scopes.includes("conversations:read"));
  const myUserId = me?.user?.id ?? null;
  const connection = useLiveConnection(canRead);
  const { bus } = connection;
  const [typing] = useState(() => new TypingBoard());

  useLiveInvalidation(bus);
  usePresenceSync(bus);
  useDesktopAlerts(bus, canRead ? myUserId : null);
  useActivityPing(canRead && !!myUserId);
  useEffect(() => bus.on("typing", (e) => typing.apply(e, Date.now(), myUserId)), [bus, typing, myUserId]);

  // Until /me answers, the stream is still to come rather than down.
  const status = me ? connection.status : "connecting";
  const value = useMemo<LiveValue>(() => ({ status, bus, typing }), [status, bus, typing]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
