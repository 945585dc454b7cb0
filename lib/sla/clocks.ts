import { addBusinessMinutes, businessMinutesBetween, type Schedule } from "@/lib/business-hours/calendar";

/** One clock as stored: started, due, warn, met, and the sweep's marks. */
export interface Clock {
  startedAt: Date | null;
  dueAt: Date | null;
  warnAt: Date | null;
  metAt: Date | null;
  warnedAt: Date | null;
  breachedAt: Date | null;
}

export interface Targets {
  firstResponseMinutes: number | null;
  nextResponseMinutes: number | null;
  resolutionMinutes: number | null;
}

/** What the messages and the conversation say, read by the sweep in one query. */
export interface ClockFacts {
  open: boolean;
  /** When the conversation was resolved or closed (null while open). */
  endedAt: Date | null;
  /** The customer's first message since the policy applied: the first-response and resolution clocks start there. */
  firstInboundAt: Date | null;
  /** The first message a person sent after that (not automatic replies, campaigns or workflows). */
  firstReplyAt: Date | null;
  /** The customer's first message after a person's latest reply: a next reply is due from there. */
  waitingSince: Date | null;
  /** The first reply a person sent after the stored next-response clock started. */
  replyAfterNextStart: Date | null;
}

export interface Clocks {
  first: Clock;
  next: Clock;
  resolution: Clock;
}

const EMPTY: Clock = { startedAt: null, dueAt: null, warnAt: null, metAt: null, warnedAt: null, breachedAt: null };
const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * How long before the due time a clock counts as due soon: 20% of the target, at least 15
 * minutes, but never more than half the target (docs/decisions/065-service-levels.md).
 */
export function warningLead(targetMinutes: number): number {
  return Math.min(Math.max(15, Math.ceil(targetMinutes * 0.2)), Math.floor(targetMinutes / 2));
}

/** A clock started at `startedAt` with a target: its due and warning instants (in business time when the schedule says). */
function started(startedAt: Date, target: number, s: Schedule | null): Clock {
  return { ...EMPTY, startedAt, dueAt: addBusinessMinutes(startedAt, target, s), warnAt: addBusinessMinutes(startedAt, target - warningLead(target), s) };
}

/** The clock for a start: kept as stored when the start is unchanged (due times, marks), else started afresh. */
function startAt(stored: Clock, at: Date | null, target: number | null, s: Schedule | null): Clock {
  if (!at || target == null) return EMPTY;
  return same(stored.startedAt, at) && stored.dueAt ? stored : started(at, target, s);
}

/**
 * The three clocks from the facts, keeping what is stored where nothing changed (so a due time
 * is never moved by a later sweep, and marks are not repeated).
 * - first response: from the customer's first message to a person's first reply;
 * - next response: from the customer's first message after a person's reply to the next reply, one cycle at a time;
 * - resolution: from the customer's first message to resolve or close; reopening resumes it
 *   with the business time that was left when it stopped.
 */
export function deriveClocks(stored: Clocks, t: Targets, f: ClockFacts, s: Schedule | null, now: Date): Clocks {
  const first = { ...startAt(stored.first, f.firstInboundAt, t.firstResponseMinutes, s) };
  first.metAt = first.startedAt ? f.firstReplyAt : null;

  let next: Clock = stored.next.startedAt ? { ...stored.next } : EMPTY;
  if (t.nextResponseMinutes == null) next = EMPTY;
  else if (f.waitingSince && f.firstReplyAt) next = same(stored.next.startedAt, f.waitingSince) ? { ...stored.next } : started(f.waitingSince, t.nextResponseMinutes, s);
  else if (next.startedAt && !next.metAt) next.metAt = f.replyAfterNextStart ?? now;

  let resolution = { ...startAt(stored.resolution, f.firstInboundAt, t.resolutionMinutes, s) };
  if (resolution.startedAt) {
    if (!f.open) resolution.metAt ??= f.endedAt ?? now;
    else if (resolution.metAt && resolution.dueAt) {
      // Reopened: the time that was left at resolve runs again from now (none left: due now).
      const left = businessMinutesBetween(resolution.metAt, resolution.dueAt, s);
      const target = t.resolutionMinutes ?? 0;
      resolution = { ...resolution, metAt: null, dueAt: addBusinessMinutes(now, left, s), warnAt: addBusinessMinutes(now, Math.max(0, left - warningLead(target)), s), warnedAt: left > warningLead(target) ? null : resolution.warnedAt };
    }
  }
  return { first, next, resolution };
}
