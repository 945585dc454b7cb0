import { describe, expect, it } from "vitest";
import { nextTimeOfDay } from "./time-of-day";

describe("delay until a time of day in the company's zone", () => {
  it("is later today when the time is still ahead, tomorrow otherwise", () => {
    expect(nextTimeOfDay(new Date("2026-06-10T07:00:00Z"), "09:30", "UTC").toISOString()).toBe("2026-06-10T09:30:00.000Z");
    expect(nextTimeOfDay(new Date("2026-06-10T10:00:00Z"), "09:30", "UTC").toISOString()).toBe("2026-06-11T09:30:00.000Z");
  });

  it("reads the clock of the zone", () => {
    // 09:00 in New York in June is 13:00 UTC.
    expect(nextTimeOfDay(new Date("2026-06-10T12:00:00Z"), "09:00", "America/New_York").toISOString()).toBe("2026-06-10T13:00:00.000Z");
  });

  it("keeps the wall-clock time across a daylight-saving change", () => {
    // New York springs forward on 2026-03-08: 09:00 is 14:00 UTC before, 13:00 UTC after.
    expect(nextTimeOfDay(new Date("2026-03-07T20:00:00Z"), "09:00", "America/New_York").toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // And falls back on 2026-11-01: 09:00 is 13:00 UTC before, 14:00 UTC after.
    expect(nextTimeOfDay(new Date("2026-10-31T20:00:00Z"), "09:00", "America/New_York").toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("treats an unknown zone as UTC", () => {
    expect(nextTimeOfDay(new Date("2026-06-10T07:00:00Z"), "08:00", "Mars/Olympus").toISOString()).toBe("2026-06-10T08:00:00.000Z");
  });
});
