/** Waits before retry n (1-based): 1 s, 2 s, 4 s, 8 s … as the spec says, capped at an hour. */
export function backoffMs(retryNumber: number): number {
  return Math.min(1000 * 2 ** (retryNumber - 1), 3_600_000);
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
