import { nextOpening, type Schedule } from "./calendar";
import { wallClock } from "./zoned-time";

export interface Availability {
  open: boolean;
  /** While open: the figure promised ("we reply in about N minutes"); null when none is known. */
  replyMinutes: number | null;
  /** While closed: the next opening. */
  backAt: string | null;
  /** What the widget says, in English. */
  text: string;
}

const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });

/**
 * What the website chat promises now: open, "We reply in about N minutes" (or "in a few
 * minutes" when nothing is known); closed, "We're back at 9:00" the same day, "We're back
 * Monday at 9:00" another day, in the inbox's zone.
 */
export function availabilityAt(now: Date, s: Schedule | null, replyMinutes: number | null): Availability {
  const next = nextOpening(now, s);
  if (next && next.getTime() === now.getTime()) {
    const text = replyMinutes ? `We reply in about ${replyMinutes} ${replyMinutes === 1 ? "minute" : "minutes"}` : "We usually reply in a few minutes";
    return { open: true, replyMinutes, backAt: null, text };
  }
  if (!next || !s) return { open: false, replyMinutes: null, backAt: null, text: "We're away at the moment" };
  const at = wallClock(next, s.zone);
  const clock = `${Math.floor(at.minuteOfDay / 60)}:${String(at.minuteOfDay % 60).padStart(2, "0")}`;
  const sameDay = wallClock(now, s.zone).date === at.date;
  const day = WEEKDAY.format(new Date(`${at.date}T12:00:00Z`));
  return { open: false, replyMinutes: null, backAt: next.toISOString(), text: sameDay ? `We're back at ${clock}` : `We're back ${day} at ${clock}` };
}
