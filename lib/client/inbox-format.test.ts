import { describe, expect, it } from "vitest";
import { dayLabel, listTime, windowRemaining } from "./inbox-format";

const at = (iso: string) => new Date(iso).getTime();

describe("windowRemaining", () => {
  const now = at("2026-03-04T10:00:00");
  it("counts hours and minutes down to the window's end", () => {
    expect(windowRemaining("2026-03-04T13:12:30", now)).toBe("3 h 12 min");
    expect(windowRemaining(new Date(now + 24 * 3600_000 - 1).toISOString(), now)).toBe("23 h 59 min");
    expect(windowRemaining("2026-03-04T10:45:00", now)).toBe("45 min");
    expect(windowRemaining("2026-03-04T10:00:30", now)).toBe("less than a minute");
  });
  it("is null once the window has ended, or when there never was one", () => {
    expect(windowRemaining("2026-03-04T10:00:00", now)).toBeNull();
    expect(windowRemaining("2026-03-03T10:00:00", now)).toBeNull();
    expect(windowRemaining(null, now)).toBeNull();
  });
});

describe("dayLabel and listTime", () => {
  const now = at("2026-03-04T15:00:00"); // a Wednesday
  it("names recent days and dates older ones", () => {
    expect(dayLabel("2026-03-04T08:00:00", now)).toBe("Today");
    expect(dayLabel("2026-03-03T23:59:00", now)).toBe("Yesterday");
    expect(dayLabel("2026-03-01T12:00:00", now)).toBe("Sunday");
    expect(dayLabel("2026-02-20T12:00:00", now)).toBe("Feb 20");
    expect(dayLabel("2025-12-31T12:00:00", now)).toBe("Dec 31, 2025");
  });
  it("shows the list's time compactly, newest first", () => {
    expect(listTime("2026-03-04T14:59:40", now)).toBe("now");
    expect(listTime("2026-03-04T14:48:00", now)).toBe("12 min");
    expect(listTime("2026-03-04T12:00:00", now)).toBe("3 h");
    expect(listTime("2026-03-03T09:00:00", now)).toBe("Yesterday");
    expect(listTime("2026-02-20T09:00:00", now)).toBe("Feb 20");
  });
});
