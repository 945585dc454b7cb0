"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { LiveBus } from "@/lib/client/live/bus";
import { addToBatch, emptyBatch, invalidationsFor, type BatchKind } from "@/lib/client/live/invalidations";

/** Events within this long of the first are refetched together (a message brings its row and statuses with it). */
export const GATHER_MS = 80;

/** Makes stale exactly the queries the stream's events name; shown ones refetch at once. */
export function useLiveInvalidation(bus: LiveBus) {
  const qc = useQueryClient();
  useEffect(() => {
    let batch = emptyBatch();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const due = batch;
      batch = emptyBatch();
      for (const filters of invalidationsFor(due)) void qc.invalidateQueries(filters);
    };
    const soon = () => void (timer ??= setTimeout(flush, GATHER_MS));
    const gather = (kind: BatchKind) => (data: { conversationIds: string[] | null }) => {
      addToBatch(batch, kind, data.conversationIds);
      soon();
    };
    const off = [
      bus.on("conversations", gather("conversations")),
      bus.on("messages", gather("messages")),
      bus.on("notes", gather("notes")),
      bus.on("resync", () => {
        batch.resync = true;
        soon();
      }),
    ];
    return () => {
      off.forEach((f) => f());
      clearTimeout(timer);
    };
  }, [bus, qc]);
}
