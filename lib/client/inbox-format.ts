/** Inbox wording: the window countdown, message times and day separators. */

const MINUTE = 60_000;

/** "3 h 12 min", "45 min", "less than a minute" until `expiresAt`; null once it has passed. */
export function windowRemaining(expiresAt: string | null, now: number): string | null {
  if (!expiresAt) return null;
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return null;
  const minutes = Math.floor(left / MINUTE);
  if (minutes < 1) return "less than a minute";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} min` : `${m} min`;
}

const time = new Intl.DateTimeFormat("en", { hour: "numeric", minute: "2-digit" });
const weekday = new Intl.DateTimeFormat("en", { weekday: "long" });
const day = new Intl.DateTimeFormat("en", { month: "short", day: "numeric" });
const dayYear = new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric" });

export function messageTime(iso: string): string {
  return time.format(new Date(iso));
}

export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}

/** "Today", "Yesterday", "Monday" within the week, then "Mar 4" (with the year when not this one). */
export function dayLabel(iso: string, now: number): string {
  const d = new Date(iso);
  const start = (t: number) => new Date(new Date(t).toDateString()).getTime();
  const days = Math.round((start(now) - start(d.getTime())) / (24 * 60 * MINUTE));
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days > 1 && days < 7) return weekday.format(d);
  return d.getFullYear() === new Date(now).getFullYear() ? day.format(d) : dayYear.format(d);
}

/** The list's compact relative time: "now", "12 min", "3 h", then "Yesterday", "Monday", "Mar 4". */
export function listTime(iso: string, now: number): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / MINUTE);
  if (minutes < 1) return "now";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 12 * 60) return `${Math.floor(minutes / 60)} h`;
  const label = dayLabel(iso, now);
  return label === "Today" ? messageTime(iso) : label;
}
