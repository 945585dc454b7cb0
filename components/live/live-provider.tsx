"use client";

import { useMemo } from "react";
import { useMe } from "@/lib/client/hooks/use-me";
import { LiveContext, type LiveValue } from "@/lib/client/live/live-context";
import { useLiveConnection } from "./use-live-connection";
import { useLiveInvalidation } from "./use-live-invalidation";

/**
 * The live inbox, once per tab (the dashboard layout): one stream for everyone who may read
 * conversations, and the stale queries its events name refetched. Hooks read it through
 * lib/client/live/live-context.ts.
 */
export function LiveProvider({ children }: { children: React.ReactNode }) {
  const me = useMe().data;
  const canRead = !!me && (me.scopes.includes("*") || me.scopes.includes("conversations:read"));
  const connection = useLiveConnection(canRead);
  const { bus } = connection;

  useLiveInvalidation(bus);

  // Until /me answers, the stream is still to come rather than down.
  const status = me ? connection.status : "connecting";
  const value = useMemo<LiveValue>(() => ({ status, bus }), [status, bus]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
