import { WEEKDAYS, toMinute, type BusinessHoursSettings, type HoursRange, type Weekday } from "./schemas";
import { addDays, wallClock, weekdayOf, zonedInstant } from "./zoned-time";

/** When an inbox is open: a zone, ranges per weekday, holiday dates. null means always open. */
export interface Schedule {
  zone: string;
  weekly: Record<Weekday, HoursRange[]>;
  holidays: ReadonlySet<string>;
}

export interface Span {
  start: Date;
  end: Date;
}

// A year and a few days: a schedule with no open hour in that long is treated as never open.
const HORIZON_DAYS = 371;

/** The inbox's schedule, or null (always open) when business hours are off or unset. */
export function scheduleOf(settings: BusinessHoursSettings | undefined, companyZone: string): Schedule | null {
  if (!settings?.enabled) return null;
  return { zone: settings.timeZone ?? companyZone, weekly: settings.weekly, holidays: new Set(settings.holidays.map((h) => h.date)) };
}

/** The open spans of one local date, in order. */
export function spansOn(date: string, s: Schedule): Span[] {
  if (s.holidays.has(date)) return [];
  const ranges = [...(s.weekly[WEEKDAYS[weekdayOf(date)]] ?? [])].sort((a, b) => toMinute(a.from) - toMinute(b.from));
  return ranges.map((r) => ({ start: zonedInstant(date, toMinute(r.from), s.zone), end: zonedInstant(date, toMinute(r.to), s.zone) })).filter((sp) => sp.end > sp.start);
}

/** Open spans from `at` on (the first clipped to start at `at`), for at most a year. */
export function* spansFrom(at: Date, s: Schedule): Generator<Span> {
  // Ranges never cross midnight, so a span holding `at` lies on its local date; the day before is checked too for a 24:00 end.
  let date = addDays(wallClock(at, s.zone).date, -1);
  for (let i = 0; i < HORIZON_DAYS; i++, date = addDays(date, 1)) {
    for (const sp of spansOn(date, s)) {
      if (sp.end <= at) continue;
      yield { start: sp.start < at ? at : sp.start, end: sp.end };
    }
  }
}

export function isOpen(at: Date, s: Schedule | null): boolean {
  if (!s) return true;
  const first = spansFrom(at, s).next();
  return !first.done && first.value.start.getTime() === at.getTime();
}

/** `at` itself when open, else the start of the next open span; null when never open within a year. */
export function nextOpening(at: Date, s: Schedule | null): Date | null {
  if (!s) return at;
  const first = spansFrom(at, s).next();
  return first.done ? null : first.value.start;
}

/** Open minutes between two instants (0 when `to` is not after `from`); fractional. */
export function businessMinutesBetween(from: Date, to: Date, s: Schedule | null): number {
  if (to <= from) return 0;
  if (!s) return (to.getTime() - from.getTime()) / 60_000;
  let ms = 0;
  for (const sp of spansFrom(from, s)) {
    if (sp.start >= to) break;
    ms += Math.min(sp.end.getTime(), to.getTime()) - sp.start.getTime();
  }
  return ms / 60_000;
}

/** The instant `minutes` open minutes after `at`; null when the schedule never opens within a year. */
export function addBusinessMinutes(at: Date, minutes: number, s: Schedule | null): Date | null {
  if (!s) return new Date(at.getTime() + minutes * 60_000);
  let left = minutes * 60_000;
  for (const sp of spansFrom(at, s)) {
    const len = sp.end.getTime() - sp.start.getTime();
    if (left <= len) return new Date(sp.start.getTime() + left);
    left -= len;
  }
  return null;
}
