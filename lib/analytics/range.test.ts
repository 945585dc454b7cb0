import { describe, expect, it } from "vitest";
import { addDays, daysBetween, previousRange, resolveRange, seriesKeys } from "./range";
import { limitedRangeQuery, rangeQuery } from "./schemas";

const TODAY = "2026-11-26";

describe("range rules (spec 4.4)", () => {
  it("startDate and endDate together: that range, both days included", () => {
    expect(resolveRange({ startDate: "2026-03-01", endDate: "2026-03-31" }, TODAY)).toEqual({ startDate: "2026-03-01", endDate: "2026-03-31", days: null, allTime: false });
  });
  it("days: the trailing window of N calendar days ending today (1 is today)", () => {
    expect(resolveRange({ days: 7 }, TODAY)).toEqual({ startDate: "2026-11-20", endDate: TODAY, days: 7, allTime: false });
    expect(resolveRange({ days: 1 }, TODAY)).toMatchObject({ startDate: TODAY, endDate: TODAY });
  });
  it("days is ignored when both dates are given", () => {
    expect(resolveRange({ startDate: "2026-01-01", endDate: "2026-01-02", days: 30 }, TODAY)).toMatchObject({ startDate: "2026-01-01", endDate: "2026-01-02", days: null });
  });
  it("no range: all time", () => {
    expect(resolveRange({}, TODAY)).toEqual({ startDate: null, endDate: null, days: null, allTime: true });
  });
  it("crosses month, year and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-03-01", "2026-03-31")).toBe(31);
    expect(previousRange("2026-03-08", "2026-03-09")).toEqual({ startDate: "2026-03-06", endDate: "2026-03-07" });
    expect(seriesKeys("2026-01-15", "2026-03-02", "month")).toEqual(["2026-01-01", "2026-02-01", "2026-03-01"]);
  });
});

describe("range validation", () => {
  const issue = (q: Record<string, string>) => {
    const r = rangeQuery.safeParse(q);
    return r.success ? null : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  it("startDate alone names endDate and itself, endDate alone names startDate and itself", () => {
    expect(issue({ startDate: "2026-03-01" })).toEqual(["endDate: is required when startDate is given", "startDate: needs endDate too (or give days)"]);
    expect(issue({ endDate: "2026-03-01" })).toEqual(["startDate: is required when endDate is given", "endDate: needs startDate too (or give days)"]);
  });
  it("an end before the start is refused on endDate", () => {
    expect(issue({ startDate: "2026-03-02", endDate: "2026-03-01" })).toEqual(["endDate: must not be before startDate"]);
  });
  it("dates must be real calendar dates, days a positive whole number", () => {
    expect(issue({ startDate: "2026-02-30", endDate: "2026-03-01" })?.[0]).toMatch(/^startDate: must be a real calendar date/);
    expect(issue({ startDate: "2026-3-1", endDate: "2026-03-01" })?.[0]).toMatch(/^startDate: must be a date/);
    expect(issue({ days: "0" })?.[0]).toMatch(/^days: must be at least 1/);
    expect(issue({ days: "1.5" })?.[0]).toMatch(/^days: /);
    expect(issue({ channel: "fax" })?.[0]).toMatch(/^channel: must be one of/);
  });
  it("limit defaults to 10 and stays within 1 to 100", () => {
    expect(limitedRangeQuery.parse({}).limit).toBe(10);
    expect(limitedRangeQuery.safeParse({ limit: "101" }).success).toBe(false);
  });
});
