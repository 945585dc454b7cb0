import { backoff, type Backoff } from "@/lib/jobs/backoff";

/**
 * Waits before retry n (1-based): 1 s, 2 s, 4 s, 8 s … as the spec says, capped at an hour.
 * No jitter: the spec promises these waits, and deliveries due after the same wait share a job.
 */
export const DELIVERY_BACKOFF: Backoff = { baseMs: 1000, capMs: 3_600_000, jitter: "none" };

export function backoffMs(retryNumber: number): number {
  return backoff(retryNumber, DELIVERY_BACKOFF);
}

/**
 * The wait a 429 or 503 asks for through Retry-After (seconds or an HTTP date), capped at an
 * hour; undefined when absent or unreadable, so the normal back-off applies.
 */
export function retryAfterMs(status: number | null, header: string | undefined, now = Date.now()): number | undefined {
  if ((status !== 429 && status !== 503) || !header) return undefined;
  const secs = Number(header);
  const ms = Number.isFinite(secs) ? secs * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), 3_600_000);
}
