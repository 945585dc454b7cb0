import { dayKey, safeZone, startOfNextDay } from "@/lib/campaigns/zoned-day";

/**
 * Local days as instants: the day a moment falls on in a zone, and the half-open span of
 * instants a local date covers (23 or 25 hours on daylight-saving days). The fold does the
 * same in SQL (`at time zone`); unit tests hold the two to the same answers.
 */
export { dayKey, safeZone };

export function todayIn(timeZone: string, now = new Date()): string {
  return dayKey(now, timeZone);
}

/** [start, end) of a local date in the zone. */
export function dayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  const zone = safeZone(timeZone);
  // Noon UTC of the date is on that local date in every zone from -12 to +12; -14/+14 are handled below.
  let probe = new Date(`${date}T12:00:00Z`);
  const key = dayKey(probe, zone);
  if (key < date) probe = new Date(probe.getTime() + 12 * 3_600_000);
  else if (key > date) probe = new Date(probe.getTime() - 12 * 3_600_000);
  const end = startOfNextDay(probe, zone);
  const start = startOfNextDay(new Date(probe.getTime() - 86_400_000 - 3 * 3_600_000), zone);
  // The day before may itself be long or short: step to the boundary that falls on `date`.
  return { start: dayKey(start, zone) === date ? start : startOfNextDay(start, zone), end };
}
