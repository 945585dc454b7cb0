import { describe, expect, it } from "vitest";
import { snoozePresets, toLocalInput } from "./presets";

describe("snooze presets", () => {
  it("offers later today, tomorrow 9:00, next Monday 9:00 and until a reply", () => {
    // A Wednesday afternoon, local time.
    const now = new Date(2026, 11, 2, 15, 30);
    const [later, tomorrow, nextWeek, reply] = snoozePresets(now);
    expect(new Date(later!.input.until!).getTime() - now.getTime()).toBe(3 * 3_600_000);
    expect(new Date(tomorrow!.input.until!)).toEqual(new Date(2026, 11, 3, 9, 0));
    expect(new Date(nextWeek!.input.until!)).toEqual(new Date(2026, 11, 7, 9, 0));
    expect(reply!.input).toEqual({ untilReply: true });
  });

  it("takes next week from a Monday to the Monday after, and writes datetime-local text", () => {
    const monday = new Date(2026, 11, 7, 8, 0);
    expect(new Date(snoozePresets(monday)[2]!.input.until!)).toEqual(new Date(2026, 11, 14, 9, 0));
    expect(toLocalInput(new Date(2026, 0, 5, 7, 4))).toBe("2026-01-05T07:04");
  });
});
