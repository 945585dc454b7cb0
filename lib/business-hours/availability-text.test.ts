import { describe, expect, it } from "vitest";
import { availabilityAt } from "./availability-text";
import type { Schedule } from "./calendar";

const r = [{ from: "09:00", to: "17:00" }];
const s: Schedule = { zone: "Asia/Riyadh", weekly: { sun: r, mon: r, tue: r, wed: r, thu: r, fri: [], sat: [] }, holidays: new Set() };

describe("what the website chat promises", () => {
  it("open: the reply figure, or a few minutes when none is known", () => {
    expect(availabilityAt(new Date("2026-01-04T08:00:00Z"), s, 12)).toMatchObject({ open: true, text: "We reply in about 12 minutes" }); // Sunday 11:00 Riyadh
    expect(availabilityAt(new Date("2026-01-04T08:00:00Z"), null, null).text).toBe("We usually reply in a few minutes");
  });
  it("closed: back at the next opening in the inbox's zone, naming the day when it is not today", () => {
    expect(availabilityAt(new Date("2026-01-04T04:00:00Z"), s, 12)).toEqual({ open: false, replyMinutes: null, backAt: "2026-01-04T06:00:00.000Z", text: "We're back at 9:00" }); // 07:00 Riyadh
    expect(availabilityAt(new Date("2026-01-08T15:00:00Z"), s, 12).text).toBe("We're back Sunday at 9:00"); // Thursday 18:00, weekend next
  });
});
