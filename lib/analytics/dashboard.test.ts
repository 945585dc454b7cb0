import { describe, expect, it } from "vitest";
import { bucketLabel, formatDuration, toCsv } from "./display";
import { rangeFromParams, rangeQueryString, rangeToParams } from "./range-presets";

describe("the analytics page's helpers", () => {
  it("formats durations", () => {
    expect([0, 59, 150, 3600, 9000, 200000].map(formatDuration)).toEqual(["0s", "59s", "2m 30s", "1h", "2h 30m", "2d 7h"]);
    expect(formatDuration(null)).toBe("—");
    expect(bucketLabel({ fromSeconds: 0, toSeconds: 5 })).toBe("<5s");
    expect(bucketLabel({ fromSeconds: 60, toSeconds: 90 })).toBe("1m–1m 30s");
    expect(bucketLabel({ fromSeconds: 2592000, toSeconds: null })).toBe("≥30d");
  });
  it("writes CSV with quoting", () => {
    expect(toCsv([{ key: "name", label: "name" }, { key: "n", label: "count" }], [{ name: 'a, "b"', n: 3 }, { name: "c", n: null }])).toBe('name,count\r\n"a, ""b""",3\r\nc,\r\n');
    // Formula-like cells open as text in a spreadsheet (lib/csv/safe-cell.ts).
    expect(toCsv([{ key: "name", label: "name" }], [{ name: "=HYPERLINK(\"https://evil.example\")" }, { name: "+1" }, { name: "@x" }])).toBe(
      'name\r\n"\'=HYPERLINK(""https://evil.example"")"\r\n\'+1\r\n\'@x\r\n',
    );
  });
  it("turns presets into the routes' range rules and back from the URL", () => {
    expect(rangeQueryString({ preset: "7d" })).toBe("days=7");
    expect(rangeQueryString({ preset: "all" })).toBe("");
    expect(rangeQueryString({ preset: "custom", startDate: "2026-01-01", endDate: "2026-01-31", channel: "sms" })).toBe("startDate=2026-01-01&endDate=2026-01-31&channel=sms");
    const r = { preset: "custom" as const, startDate: "2026-01-01", endDate: "2026-01-31" };
    expect(rangeFromParams(new URLSearchParams(rangeToParams(r)))).toEqual({ ...r, channel: undefined });
    expect(rangeFromParams(new URLSearchParams("range=bogus")).preset).toBe("30d");
  });
});
