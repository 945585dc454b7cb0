/** The live stream's state in this tab: opening, delivering events, or lost (retrying). */
export type LiveStatus = "connecting" | "live" | "down";

/** While the stream is not delivering, inbox reads are polled this slowly, as a fallback only. */
export const FALLBACK_POLL_MS = 20_000;
/** While live, events mark what changed stale; a focus or a remount refetches only reads older than this. */
const LIVE_STALE_MS = 30_000;

/**
 * How an inbox read stays current: while live, by the stream's invalidations alone (no
 * interval); otherwise a slow poll, stopped after an error (a 404 or a lost session won't mend
 * itself by asking again).
 */
export function inboxRefetchInterval(status: LiveStatus, query: { state: { status: string } }): number | false {
  if (status === "live" || query.state.status === "error") return false;
  return FALLBACK_POLL_MS;
}

/** Stale at once while the stream is down (a focus or remount refetches); trusted for a while when live. */
export function inboxStaleTime(status: LiveStatus): number {
  return status === "live" ? LIVE_STALE_MS : 0;
}
