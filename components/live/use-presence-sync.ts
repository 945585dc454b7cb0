"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { LiveBus } from "@/lib/client/live/bus";
import { patchPresence } from "@/lib/client/live/presence";
import { queryKeys } from "@/lib/client/query-keys";
import type { PresenceList } from "@/lib/client/types";

/**
 * Presence events update the cached list in place. The list is read again when a stream
 * (re)opens, since joining is itself what announces the person online and the first read may
 * have raced it; and when an event finds the list still loading, or lacking the person.
 */
export function usePresenceSync(bus: LiveBus) {
  const qc = useQueryClient();
  useEffect(() => {
    const reread = () => void qc.invalidateQueries({ queryKey: queryKeys.presence });
    const off = [
      bus.on("ready", reread),
      bus.on("presence", ({ userId, status }) => {
        const list = qc.getQueryData<PresenceList>(queryKeys.presence);
        const loading = qc.isFetching({ queryKey: queryKeys.presence }) > 0;
        if (!loading && list?.data.some((p) => p.userId === userId)) qc.setQueryData<PresenceList>(queryKeys.presence, patchPresence(list, userId, status));
        else reread();
      }),
    ];
    return () => off.forEach((f) => f());
  }, [bus, qc]);
}
