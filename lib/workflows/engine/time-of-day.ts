import { partsIn, safeZone } from "@/lib/campaigns/zoned-day";

/**
 * The next time the clock in `timeZone` reads `hh:mm` after `at` (today if still ahead, else
 * tomorrow). On a daylight-saving day the jump is corrected by the hour the change moved; a
 * time the change skips (02:30 on a spring-forward night) comes out an hour later.
 */
export function nextTimeOfDay(at: Date, hhmm: string, timeZone: string): Date {
  const zone = safeZone(timeZone);
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const target = h * 3600 + m * 60;
  const now = partsIn(at, zone).secondsOfDay;
  const ahead = target > now ? target - now : 86_400 - now + target;
  let t = new Date(Math.floor(at.getTime() / 1000) * 1000 + ahead * 1000);
  const drift = partsIn(t, zone).secondsOfDay - target;
  if (drift !== 0) {
    const corrected = new Date(t.getTime() - (drift > 43_200 ? drift - 86_400 : drift < -43_200 ? drift + 86_400 : drift) * 1000);
    if (corrected > at) t = corrected;
  }
  return t;
}
