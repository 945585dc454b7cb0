import { describe, expect, it } from "vitest";
import { dayBounds, todayIn } from "./zone";

const hours = (b: { start: Date; end: Date }) => (b.end.getTime() - b.start.getTime()) / 3_600_000;

describe("local days in a time zone", () => {
  it("a spring-forward day is 23 hours, a fall-back day 25", () => {
    const spring = dayBounds("2026-03-08", "America/New_York");
    expect(spring.start.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(spring.end.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(hours(spring)).toBe(23);
    const fall = dayBounds("2026-11-01", "America/New_York");
    expect(fall.start.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(hours(fall)).toBe(25);
  });
  it("ordinary days, zones east of UTC, quarter-hour offsets and UTC", () => {
    expect(hours(dayBounds("2026-03-10", "America/New_York"))).toBe(24);
    expect(dayBounds("2026-06-01", "Asia/Kathmandu").start.toISOString()).toBe("2026-05-31T18:15:00.000Z");
    expect(dayBounds("2026-06-01", "Pacific/Kiritimati").start.toISOString()).toBe("2026-05-31T10:00:00.000Z");
    expect(dayBounds("2026-06-01", "UTC").start.toISOString()).toBe("2026-06-01T00:00:00.000Z");
    expect(dayBounds("2026-03-29", "Europe/Berlin").end.toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });
  it("today depends on the zone near midnight", () => {
    const at = new Date("2026-03-09T03:30:00Z");
    expect(todayIn("UTC", at)).toBe("2026-03-09");
    expect(todayIn("America/New_York", at)).toBe("2026-03-08");
    expect(todayIn("Asia/Tokyo", at)).toBe("2026-03-09");
    expect(todayIn("Not/AZone", at)).toBe("2026-03-09");
  });
});
