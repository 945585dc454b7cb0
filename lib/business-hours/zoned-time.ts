/**
 * Wall-clock time in an IANA zone with Intl alone, as lib/campaigns/zoned-day.ts does: the
 * offset at an instant, and the instant of a local date and minute (DST days are 23 or 25 hours).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    formatters.set(zone, f);
  }
  return f;
}

/** The local calendar fields of an instant. */
export function wallClock(at: Date, zone: string) {
  const p: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(at)) p[part.type] = part.value;
  const date = `${p.year}-${p.month}-${p.day}`;
  return { date, minuteOfDay: Number(p.hour) * 60 + Number(p.minute), second: Number(p.second) };
}

/** Milliseconds the zone is ahead of UTC at this instant. */
export function offsetMs(at: Date, zone: string): number {
  const w = wallClock(at, zone);
  const [y, m, d] = w.date.split("-").map(Number);
  const asUtc = Date.UTC(y, m - 1, d, 0, w.minuteOfDay, w.second);
  return asUtc - (at.getTime() - at.getMilliseconds());
}

/**
 * The instant a local date and minute (0–1440) names. A minute skipped by a spring-forward
 * change lands an hour later (02:30 → 03:30), as clocks people set do; an autumn minute that
 * occurs twice is its first occurrence.
 */
export function zonedInstant(date: string, minuteOfDay: number, zone: string): Date {
  if (minuteOfDay >= 1440) return zonedInstant(addDays(date, 1), minuteOfDay - 1440, zone);
  const [y, m, d] = date.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minuteOfDay);
  // Try the offsets of the hours either side: the earliest instant showing this wall time wins.
  const candidates = [wall - offsetMs(new Date(wall - 86_400_000 / 2), zone), wall - offsetMs(new Date(wall), zone), wall - offsetMs(new Date(wall + 86_400_000 / 2), zone)];
  const exact = candidates.filter((t) => t + offsetMs(new Date(t), zone) === wall).sort((a, b) => a - b);
  if (exact.length) return new Date(exact[0]);
  // In a spring-forward gap: the offset from before the change, which reads an hour later.
  return new Date(wall - offsetMs(new Date(wall - 86_400_000 / 2), zone));
}

/** "2026-03-08" plus n calendar days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
