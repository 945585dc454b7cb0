import { describe, expect, it } from "vitest";
import { anchorOf, instantOf, latestDueIndex, localTimeOf, occurrenceAt, occurrencesBetween, parseLocal } from "./recurrence";

const iso = (d: Date | null) => d?.toISOString() ?? null;
const series = (anchor: string, rec: "DAILY" | "WEEKLY" | "MONTHLY", zone: string, count: number) =>
  Array.from({ length: count }, (_, n) => iso(occurrenceAt(anchor, rec, zone, n)));

describe("recurrence in the company's time zone", () => {
  it("the anchor is the wall clock in the zone", () => {
    expect(anchorOf(new Date("2026-01-31T08:30:00Z"), "Europe/Berlin")).toBe("2026-01-31T09:30:00");
    expect(anchorOf(new Date("2026-01-31T23:30:00Z"), "Asia/Dubai")).toBe("2026-02-01T03:30:00");
  });

  it("a one-off has one occurrence", () => {
    expect(iso(occurrenceAt("2026-03-01T10:00:00", "NONE", "UTC", 0))).toBe("2026-03-01T10:00:00.000Z");
    expect(occurrenceAt("2026-03-01T10:00:00", "NONE", "UTC", 1)).toBeNull();
  });

  it("monthly on the 31st: Feb 28, Mar 31, Apr 30 … and back to the 31st", () => {
    expect(series("2026-01-31T09:00:00", "MONTHLY", "UTC", 5)).toEqual([
      "2026-01-31T09:00:00.000Z",
      "2026-02-28T09:00:00.000Z",
      "2026-03-31T09:00:00.000Z",
      "2026-04-30T09:00:00.000Z",
      "2026-05-31T09:00:00.000Z",
    ]);
  });

  it("monthly on Jan 31 in a leap year gives Feb 29; a year rolls over", () => {
    expect(series("2028-01-31T09:00:00", "MONTHLY", "UTC", 2)[1]).toBe("2028-02-29T09:00:00.000Z");
    expect(series("2026-11-30T09:00:00", "MONTHLY", "UTC", 4)).toEqual(["2026-11-30T09:00:00.000Z", "2026-12-30T09:00:00.000Z", "2027-01-30T09:00:00.000Z", "2027-02-28T09:00:00.000Z"]);
  });

  it("monthly across a DST change keeps 09:00 local (New York, March)", () => {
    expect(series("2026-02-15T09:00:00", "MONTHLY", "America/New_York", 2)).toEqual(["2026-02-15T14:00:00.000Z", "2026-03-15T13:00:00.000Z"]);
  });

  it("daily across the spring-forward keeps the local time (Berlin, 29 March 2026)", () => {
    expect(series("2026-03-28T09:30:00", "DAILY", "Europe/Berlin", 3)).toEqual(["2026-03-28T08:30:00.000Z", "2026-03-29T07:30:00.000Z", "2026-03-30T07:30:00.000Z"]);
    for (const d of series("2026-03-28T09:30:00", "DAILY", "Europe/Berlin", 3)) expect(localTimeOf(new Date(d!), "Europe/Berlin")).toMatchObject({ hour: 9, minute: 30 });
  });

  it("daily across the fall-back keeps the local time (New York, 1 November 2026)", () => {
    expect(series("2026-10-31T08:00:00", "DAILY", "America/New_York", 3)).toEqual(["2026-10-31T12:00:00.000Z", "2026-11-01T13:00:00.000Z", "2026-11-02T13:00:00.000Z"]);
  });

  it("weekly is seven local days, across a DST change", () => {
    expect(series("2026-03-24T18:00:00", "WEEKLY", "Europe/London", 2)).toEqual(["2026-03-24T18:00:00.000Z", "2026-03-31T17:00:00.000Z"]);
  });

  it("a time the spring-forward skips comes an hour later; a repeated time is its first instance", () => {
    expect(iso(instantOf(parseLocal("2026-03-08T02:30:00"), "America/New_York"))).toBe("2026-03-08T07:30:00.000Z"); // 03:30 EDT
    expect(iso(instantOf(parseLocal("2026-11-01T01:30:00"), "America/New_York"))).toBe("2026-11-01T05:30:00.000Z"); // 01:30 EDT, not EST
    // The series comes back to 02:30 the day after.
    expect(series("2026-03-07T02:30:00", "DAILY", "America/New_York", 3)).toEqual(["2026-03-07T07:30:00.000Z", "2026-03-08T07:30:00.000Z", "2026-03-09T06:30:00.000Z"]);
  });

  it("occurrences in a calendar range; the latest due one after a long stop", () => {
    const days = occurrencesBetween("2026-01-30T09:00:00", "DAILY", "UTC", 0, new Date("2026-02-01T00:00:00Z"), new Date("2026-02-04T00:00:00Z"));
    expect(days.map(iso)).toEqual(["2026-02-01T09:00:00.000Z", "2026-02-02T09:00:00.000Z", "2026-02-03T09:00:00.000Z"]);
    expect(latestDueIndex("2026-01-30T09:00:00", "DAILY", "UTC", 0, new Date("2026-02-02T10:00:00Z"))).toBe(3);
    expect(latestDueIndex("2026-01-30T09:00:00", "DAILY", "UTC", 0, new Date("2026-01-30T10:00:00Z"))).toBe(0);
    expect(latestDueIndex("2026-01-30T09:00:00", "NONE", "UTC", 0, new Date("2027-01-01T00:00:00Z"))).toBe(0);
  });
});
