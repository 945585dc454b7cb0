import { SCHEDULED_RECURRENCES } from "@/db/enums";

export type Recurrence = (typeof SCHEDULED_RECURRENCES)[number];

/**
 * Recurrence in a company's time zone, pure (no database, no clock): the first occurrence's
 * wall-clock time is the anchor, and occurrence n is that wall-clock time n days, weeks or
 * months later, computed from the anchor (never from the previous occurrence, so nothing
 * drifts). A monthly anchor on the 31st clamps to shorter months' last day and comes back to
 * the 31st after them. Daylight saving keeps the local time: a time the spring-forward skips
 * (02:30) comes out an hour later (03:30); a time the fall-back repeats is its first instance.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    formatters.set(zone, f);
  }
  return f;
}

export interface LocalTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function validZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at `at`. */
export function localTimeOf(at: Date, zone: string): LocalTime {
  const p = Object.fromEntries(formatter(zone).formatToParts(at).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) % 24, minute: Number(p.minute), second: Number(p.second) };
}

const asUtc = (l: LocalTime) => Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);

/** How far `zone` is ahead of UTC at the instant `t` (ms). */
function offsetAt(t: number, zone: string): number {
  return asUtc(localTimeOf(new Date(Math.floor(t / 1000) * 1000), zone)) - Math.floor(t / 1000) * 1000;
}

const same = (a: LocalTime, b: LocalTime) => asUtc(a) === asUtc(b);

/** The instant the clock in `zone` reads `local`: the first of two on a fall-back, the shifted one in a spring-forward gap. */
export function instantOf(local: LocalTime, zone: string): Date {
  const guess = asUtc(local);
  const before = offsetAt(guess - 86_400_000 / 2, zone);
  const after = offsetAt(guess + 86_400_000 / 2, zone);
  const candidates = [guess - before, guess - after].filter((t) => same(localTimeOf(new Date(t), zone), local)).sort((a, b) => a - b);
  // None matches inside a gap: the offset before the change moves the time forward by the gap.
  return new Date(candidates[0] ?? guess - before);
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** "2026-01-31T09:30:00" */
export function formatLocal(l: LocalTime): string {
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(l.year, 4)}-${p(l.month)}-${p(l.day)}T${p(l.hour)}:${p(l.minute)}:${p(l.second)}`;
}

export function parseLocal(s: string): LocalTime {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) throw new Error(`not a local date-time: ${s}`);
  return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]!, second: +m[6]! };
}

/** The anchor of a message first due at `at`: its wall-clock time in `zone`. */
export function anchorOf(at: Date, zone: string): string {
  return formatLocal(localTimeOf(at, zone));
}

/** The wall clock of occurrence `n` (0 = the anchor itself). */
export function localOccurrence(anchor: LocalTime, recurrence: Recurrence, n: number): LocalTime {
  if (n === 0 || recurrence === "NONE") return anchor;
  if (recurrence === "MONTHLY") {
    const months = anchor.month - 1 + n;
    const year = anchor.year + Math.floor(months / 12);
    const month = (months % 12) + 1;
    return { ...anchor, year, month, day: Math.min(anchor.day, daysInMonth(year, month)) };
  }
  const d = new Date(Date.UTC(anchor.year, anchor.month - 1, anchor.day + n * (recurrence === "WEEKLY" ? 7 : 1)));
  return { ...anchor, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** When occurrence `n` of a series falls; null past the only occurrence of a one-off. */
export function occurrenceAt(anchorLocal: string, recurrence: Recurrence, zone: string, n: number): Date | null {
  if (recurrence === "NONE" && n > 0) return null;
  return instantOf(localOccurrence(parseLocal(anchorLocal), recurrence, n), zone);
}

/** Occurrences from index `from` that fall in [start, end), at most `max`. */
export function occurrencesBetween(anchorLocal: string, recurrence: Recurrence, zone: string, from: number, start: Date, end: Date, max = 62): Date[] {
  const out: Date[] = [];
  for (let n = from; out.length < max; n++) {
    const at = occurrenceAt(anchorLocal, recurrence, zone, n);
    if (!at || at >= end) break;
    if (at >= start) out.push(at);
    if (n - from > 5000) break;
  }
  return out;
}

/**
 * The latest occurrence index from `from` on that is due at `now` (or `from` when none is).
 * Occurrences between `from` and it were missed (the service was down past them).
 */
export function latestDueIndex(anchorLocal: string, recurrence: Recurrence, zone: string, from: number, now: Date): number {
  let n = from;
  for (let i = 0; i < 5000; i++) {
    const next = occurrenceAt(anchorLocal, recurrence, zone, n + 1);
    if (!next || next > now) break;
    n++;
  }
  return n;
}
