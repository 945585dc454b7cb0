/**
 * The range rules of the analytics routes (spec 4.4), as pure calendar arithmetic on ISO
 * dates (YYYY-MM-DD) in the company's zone; browser-safe, the dashboard's presets use it too.
 * startDate and endDate together: that range, both days included. Else days: the trailing
 * window of N calendar days ending today (days=1 is today). Neither: all time.
 */
export interface RangeInput {
  startDate?: string;
  endDate?: string;
  days?: number;
}

export interface ResolvedRange {
  /** Inclusive local dates; null for all time. */
  startDate: string | null;
  endDate: string | null;
  /** The trailing window used, null when dates were given or for all time. */
  days: number | null;
  allTime: boolean;
}

const DAY_MS = 86_400_000;
const toUtc = (d: string) => Date.parse(`${d}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, n: number): string {
  return fromUtc(toUtc(date) + n * DAY_MS);
}

/** Calendar days from a to b, both included (1 for the same day). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS) + 1;
}

export function firstOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(date: string, n: number): string {
  const d = new Date(toUtc(firstOfMonth(date)));
  d.setUTCMonth(d.getUTCMonth() + n);
  return fromUtc(d.getTime());
}

export function resolveRange(q: RangeInput, today: string): ResolvedRange {
  if (q.startDate && q.endDate) return { startDate: q.startDate, endDate: q.endDate, days: null, allTime: false };
  if (q.days) return { startDate: addDays(today, -(q.days - 1)), endDate: today, days: q.days, allTime: false };
  return { startDate: null, endDate: null, days: null, allTime: true };
}

/** The same number of days just before a range (for period-over-period trends). */
export function previousRange(start: string, end: string): { startDate: string; endDate: string } {
  const n = daysBetween(start, end);
  return { startDate: addDays(start, -n), endDate: addDays(start, -1) };
}

/** Series are per day up to this many days and per month beyond. */
export const MAX_DAILY_POINTS = 92;

/** Every day (or first of month) from start to end, for zero-filled series. */
export function seriesKeys(start: string, end: string, interval: "day" | "month"): string[] {
  const out: string[] = [];
  if (interval === "day") for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  else for (let m = firstOfMonth(start); m <= end; m = addMonths(m, 1)) out.push(m);
  return out;
}
