import type { ChannelWindow } from "@/lib/client/types";

/**
 * The reply windows of the Graph channels: free-form for 24 hours after the customer's last
 * message, with the HUMAN_AGENT tag for 7 days. Where the channel has a window route it is the
 * authority; otherwise the window is computed here from the conversation's lastInboundAt (the
 * server still decides and answers 409 if not).
 */
export const STANDARD_WINDOW_MS = 24 * 60 * 60 * 1000;
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface ReplyWindow {
  /** The 24-hour window: free-form replies without a tag. */
  open: boolean;
  expiresAt: string | null;
  /** The HUMAN_AGENT tag's 7-day window. */
  humanAgent: { open: boolean; expiresAt: string | null };
  /** Whether the customer has ever written (the update tags need that too). */
  hasWritten: boolean;
}

function span(last: number | null, ms: number, now: number) {
  const expires = last === null ? null : last + ms;
  return { open: expires !== null && expires > now, expiresAt: expires === null ? null : new Date(expires).toISOString() };
}

/** Both windows from the customer's last inbound message (ISO string or null). */
export function replyWindowFrom(lastInboundAt: string | null | undefined, now: number): ReplyWindow {
  const t = lastInboundAt ? new Date(lastInboundAt).getTime() : NaN;
  const last = Number.isFinite(t) ? t : null;
  return { ...span(last, STANDARD_WINDOW_MS, now), humanAgent: span(last, HUMAN_AGENT_WINDOW_MS, now), hasWritten: last !== null };
}

/** A window route's answer in the same shape; the clock only counts down what the route says is open. */
export function replyWindowFromRoute(w: ChannelWindow, now: number): ReplyWindow {
  const still = (open: boolean, expiresAt: string | null) => open && (!expiresAt || new Date(expiresAt).getTime() > now);
  return {
    open: still(w.open, w.expiresAt),
    expiresAt: w.expiresAt,
    humanAgent: { open: still(w.humanAgent.open, w.humanAgent.expiresAt), expiresAt: w.humanAgent.expiresAt },
    hasWritten: w.lastInboundAt !== null,
  };
}

/** The tags a reply outside the 24-hour window may carry. */
export const UPDATE_TAGS = [
  { tag: "ACCOUNT_UPDATE", label: "Account update" },
  { tag: "CONFIRMED_EVENT_UPDATE", label: "Confirmed event update" },
  { tag: "POST_PURCHASE_UPDATE", label: "Post-purchase update" },
] as const;
export type UpdateTag = (typeof UPDATE_TAGS)[number]["tag"];
export type ReplyTag = "HUMAN_AGENT" | UpdateTag;

/** The tags a reply may use now (none while the 24-hour window is open); `updateTags`: the channel allows the update tags too. */
export function availableTags(w: ReplyWindow, { updateTags }: { updateTags: boolean }): ReplyTag[] {
  if (w.open || !w.hasWritten) return [];
  const tags: ReplyTag[] = w.humanAgent.open ? ["HUMAN_AGENT"] : [];
  if (updateTags) tags.push(...UPDATE_TAGS.map((u) => u.tag));
  return tags;
}
