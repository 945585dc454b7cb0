import type { Campaign } from "@/db/schema";
import type { Backoff } from "@/lib/jobs/backoff";

/**
 * How far ahead a claim takes sends: a pause stops new claims at once, and what was claimed
 * goes out within this. The sender comes back when half of it has come free, so a claim at
 * 20/s carries 20 sends rather than one.
 */
export const LOOKAHEAD_MS = 2000;
/** At most this many recipients per claim when pacing is off. */
export const UNPACED_BATCH = 200;

/**
 * The pace as a virtual clock: `paceAt` is when the next send may go. A claim may take what
 * fits before now + LOOKAHEAD, each at its own slot; a campaign that fell behind (idle, just
 * resumed) starts from now rather than bursting to catch up.
 */
export function pace(c: Pick<Campaign, "paceAt" | "messagesPerSecond" | "pacingDisabled">, now: Date, leftToday: number) {
  if (c.pacingDisabled) {
    const take = Math.min(UNPACED_BATCH, leftToday);
    return { take, slots: Array.from({ length: take }, () => now.getTime()), paceAt: now };
  }
  const interval = 1000 / c.messagesPerSecond;
  const start = Math.max(c.paceAt?.getTime() ?? 0, now.getTime());
  const fits = Math.floor((now.getTime() + LOOKAHEAD_MS - start) / interval);
  const take = Math.max(0, Math.min(fits, leftToday, 100));
  return { take, slots: Array.from({ length: take }, (_, i) => start + i * interval), paceAt: new Date(start) };
}

/**
 * A number the platform throttled waits before its next sends: 1 s, 2 s, 4 s … at most a
 * minute, one level more per throttle in a row (level 7 is past the cap). No jitter: the wait
 * is the number's, shared by every sender through sending_backoffs, not each claimant's.
 */
export const THROTTLE_BACKOFF: Backoff = { baseMs: 1000, capMs: 60_000, jitter: "none" };
export const THROTTLE_MAX_LEVEL = 7;
