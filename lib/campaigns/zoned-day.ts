/**
 * Calendar days in a company's time zone, for the daily cap: the day's key and when the next
 * day starts. Intl does the zone arithmetic (daylight-saving days are 23 or 25 hours long).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function partsIn(at: Date, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { key: `${p.year}-${p.month}-${p.day}`, secondsOfDay: Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second) };
}

/** "2026-11-25": the date at `at` in the zone. An unknown zone counts as UTC. */
export function dayKey(at: Date, timeZone: string): string {
  return partsIn(at, safeZone(timeZone)).key;
}

/** The first instant of the next calendar day in the zone. */
export function startOfNextDay(at: Date, timeZone: string): Date {
  const zone = safeZone(timeZone);
  const today = partsIn(at, zone).key;
  // Jump to about midnight, then step back or forward by the hour a DST change moved it.
  let t = new Date(Math.floor(at.getTime() / 1000) * 1000 + (86_400 - partsIn(at, zone).secondsOfDay) * 1000);
  for (let i = 0; i < 3; i++) {
    const p = partsIn(t, zone);
    if (p.key === today) t = new Date(t.getTime() + (86_400 - p.secondsOfDay) * 1000);
    else if (p.secondsOfDay !== 0) t = new Date(t.getTime() - p.secondsOfDay * 1000);
    else break;
  }
  return t;
}

export function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}
