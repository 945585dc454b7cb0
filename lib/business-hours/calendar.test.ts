import { describe, expect, it } from "vitest";
import { addBusinessMinutes, businessMinutesBetween, isOpen, nextOpening, scheduleOf, type Schedule } from "./calendar";
import { businessHoursSettingsSchema, type HoursRange } from "./schemas";
import { zonedInstant } from "./zoned-time";

const nine2five: HoursRange[] = [{ from: "09:00", to: "17:00" }];
const weekdays = (ranges: HoursRange[]): Schedule["weekly"] => ({ sun: [], mon: ranges, tue: ranges, wed: ranges, thu: ranges, fri: ranges, sat: [] });
const allDay = [{ from: "00:00", to: "24:00" }];
const everyDay = { sun: allDay, mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay };
const ny = (holidays: string[] = [], weekly: Schedule["weekly"] = weekdays(nine2five)): Schedule => ({ zone: "America/New_York", weekly, holidays: new Set(holidays) });
const at = (iso: string) => new Date(iso);

describe("zoned instants", () => {
  it("maps New York wall time to UTC on both sides of the spring change", () => {
    expect(zonedInstant("2026-03-06", 9 * 60, "America/New_York").toISOString()).toBe("2026-03-06T14:00:00.000Z"); // EST
    expect(zonedInstant("2026-03-09", 9 * 60, "America/New_York").toISOString()).toBe("2026-03-09T13:00:00.000Z"); // EDT
  });
  it("moves a minute skipped by spring-forward an hour later, and takes the first of a repeated autumn minute", () => {
    expect(zonedInstant("2026-03-08", 2 * 60 + 30, "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z"); // 03:30 EDT
    expect(zonedInstant("2026-11-01", 1 * 60 + 30, "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z"); // 01:30 EDT, not EST
  });
});

describe("business-hours arithmetic", () => {
  it("adds minutes across a weekend and the spring DST change", () => {
    // Friday 16:00 EST + 120 open minutes = Monday 10:00 EDT.
    expect(addBusinessMinutes(at("2026-03-06T21:00:00Z"), 120, ny())?.toISOString()).toBe("2026-03-09T14:00:00.000Z");
    expect(businessMinutesBetween(at("2026-03-06T21:00:00Z"), at("2026-03-09T14:00:00Z"), ny())).toBe(120);
  });

  it("counts the short spring day and the long autumn day in New York and London", () => {
    const nyAll = ny([], everyDay);
    expect(businessMinutesBetween(zonedInstant("2026-03-08", 0, nyAll.zone), zonedInstant("2026-03-09", 0, nyAll.zone), nyAll)).toBe(23 * 60);
    expect(businessMinutesBetween(zonedInstant("2026-11-01", 0, nyAll.zone), zonedInstant("2026-11-02", 0, nyAll.zone), nyAll)).toBe(25 * 60);
    const london: Schedule = { zone: "Europe/London", weekly: everyDay, holidays: new Set() };
    expect(businessMinutesBetween(at("2026-03-29T00:00:00Z"), at("2026-03-29T23:00:00Z"), london)).toBe(23 * 60);
    expect(businessMinutesBetween(at("2026-10-24T23:00:00Z"), at("2026-10-26T00:00:00Z"), london)).toBe(25 * 60);
  });

  it("keeps 9:00 local across the autumn change: an 8-hour target from Friday 15:00 ends Monday 15:00 EST", () => {
    expect(addBusinessMinutes(at("2026-10-30T19:00:00Z"), 8 * 60, ny())?.toISOString()).toBe("2026-11-02T20:00:00.000Z");
  });

  it("skips holidays", () => {
    // Thursday 24 Dec 16:30 + 60 minutes: Friday 25 Dec is a holiday, so Monday 28 Dec 09:30 EST.
    const s = ny(["2026-12-25"]);
    expect(addBusinessMinutes(at("2026-12-24T21:30:00Z"), 60, s)?.toISOString()).toBe("2026-12-28T14:30:00.000Z");
    expect(isOpen(at("2026-12-25T15:00:00Z"), s)).toBe(false);
    expect(isOpen(at("2026-12-25T15:00:00Z"), ny())).toBe(true);
  });

  it("walks several ranges of one day, with the lunch break closed", () => {
    const s = ny([], weekdays([{ from: "09:00", to: "12:00" }, { from: "13:00", to: "17:00" }]));
    // Tuesday 11:30 EST + 60 = 13:30 (the 12:00–13:00 gap does not count).
    expect(addBusinessMinutes(at("2026-01-06T16:30:00Z"), 60, s)?.toISOString()).toBe("2026-01-06T18:30:00.000Z");
    expect(isOpen(at("2026-01-06T17:30:00Z"), s)).toBe(false);
    expect(nextOpening(at("2026-01-06T17:30:00Z"), s)?.toISOString()).toBe("2026-01-06T18:00:00.000Z");
  });

  it("answers the next opening: now when open, Monday 9:00 on a Saturday", () => {
    const open = at("2026-01-06T15:00:00Z");
    expect(nextOpening(open, ny())).toEqual(open);
    expect(nextOpening(at("2026-01-10T15:00:00Z"), ny())?.toISOString()).toBe("2026-01-12T14:00:00.000Z");
  });

  it("treats no schedule as always open and a schedule with no hours as never open", () => {
    expect(addBusinessMinutes(at("2026-01-10T15:00:00Z"), 30, null)?.toISOString()).toBe("2026-01-10T15:30:00.000Z");
    expect(businessMinutesBetween(at("2026-01-10T15:00:00Z"), at("2026-01-10T16:00:00Z"), null)).toBe(60);
    const closed = ny([], weekdays([]));
    expect(addBusinessMinutes(at("2026-01-10T15:00:00Z"), 30, closed)).toBeNull();
    expect(nextOpening(at("2026-01-10T15:00:00Z"), closed)).toBeNull();
  });

  it("uses the company's zone when the inbox names none, and none at all when disabled", () => {
    const settings = businessHoursSettingsSchema.parse({ enabled: true, weekly: { mon: nine2five } });
    expect(scheduleOf(settings, "Asia/Riyadh")?.zone).toBe("Asia/Riyadh");
    expect(scheduleOf({ ...settings, enabled: false }, "Asia/Riyadh")).toBeNull();
  });
});

describe("the businessHours settings schema", () => {
  it("refuses overlapping ranges, an end before the start, and an unknown zone, naming the field", () => {
    const r = businessHoursSettingsSchema.safeParse({ enabled: true, timeZone: "Mars/Base", weekly: { mon: [{ from: "09:00", to: "12:00" }, { from: "11:00", to: "13:00" }], tue: [{ from: "10:00", to: "09:00" }] } });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(paths).toContain("timeZone: must be an IANA time zone such as Europe/London");
    expect(paths).toContain("weekly.mon: ranges must not overlap");
    expect(paths).toContain("weekly.tue.0.to: must end after it starts");
  });
});
