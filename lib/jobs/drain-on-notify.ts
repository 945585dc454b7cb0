import type { Listener } from "@/db/listen";
import { startLoop } from "./loop";

/** A drain another process holds is looked at again this soon. */
const BUSY_RETRY_MS = 250;

/**
 * One loop per process (the kit's, loop.ts) that runs `drain` when `channel` is notified and
 * after every (re)connect (catching up on what was missed while down). A notification during a
 * run makes it run again; `drain` answers "busy" when another process holds the work, and is
 * then tried again shortly. A failed drain is logged and tried again after a second; the next
 * notification or the minute sweep may come first.
 */
export function drainOnNotify(channel: string, what: string, drain: () => Promise<"done" | "busy">, { settleMs = 0, everyMs = 0 } = {}): Promise<Listener> {
  return startLoop({
    name: what,
    channel,
    // With settleMs, a notification waits that long for others to join it: under load one drain
    // then takes what many writers committed instead of a few rows each.
    settleMs,
    // A drain in progress at shutdown gets a moment to commit its batch; one still running
    // after that is rolled back when the pool closes, and its rows are drained again.
    stopWaitMs: 5_000,
    // With everyMs, it also drains that often with no notification (the outbox's full scans).
    turn: async () => ((await drain()) === "busy" ? BUSY_RETRY_MS : everyMs || Infinity),
  });
}
