import { describe, expect, it } from "vitest";
import { crop, digitRanges, fromMarked, mergeRanges, segments, START_MARK as S, STOP_MARK as E, substringRanges } from "./highlight";

describe("highlight", () => {
  it("turns ts_headline marks into text and ranges", () => {
    expect(fromMarked(`I will ${S}reply${E} to ${S}you${E}`)).toEqual({ text: "I will reply to you", highlights: [{ start: 7, end: 12 }, { start: 16, end: 19 }] });
    expect(fromMarked(`أين ${S}الطلب${E}؟`)).toEqual({ text: "أين الطلب؟", highlights: [{ start: 4, end: 9 }] });
    // A stray or empty mark highlights nothing.
    expect(fromMarked(`a${E}b${S}${E}c`)).toEqual({ text: "abc", highlights: [] });
  });

  it("merges overlapping and touching ranges", () => {
    expect(mergeRanges([{ start: 5, end: 8 }, { start: 0, end: 2 }, { start: 2, end: 3 }, { start: 6, end: 10 }])).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 10 },
    ]);
  });

  it("finds substrings case-insensitively and digit runs across punctuation", () => {
    expect(substringRanges("Fatima fatIMA", "FATIMA")).toEqual([{ start: 0, end: 6 }, { start: 7, end: 13 }]);
    expect(digitRanges("+971 55 01 2345", "5501")).toEqual([{ start: 5, end: 10 }]);
    expect(digitRanges("+971555012345", "5501")).toEqual([{ start: 5, end: 9 }]);
    expect(digitRanges("+971", "")).toEqual([]);
  });

  it("crops long text around the first match and moves the ranges", () => {
    const text = `${"x".repeat(300)} needle ${"y".repeat(300)}`;
    const at = text.indexOf("needle");
    const c = crop({ text, highlights: [{ start: at, end: at + 6 }] }, 100);
    expect(c.text.startsWith("…") && c.text.endsWith("…")).toBe(true);
    expect(c.text.length).toBe(102);
    expect(c.text.slice(c.highlights[0]!.start, c.highlights[0]!.end)).toBe("needle");
    const short = { text: "short", highlights: [{ start: 0, end: 5 }] };
    expect(crop(short, 100)).toBe(short);
  });

  it("never cuts a surrogate pair", () => {
    const text = `${"😀".repeat(100)}match`;
    const c = crop({ text, highlights: [{ start: 200, end: 205 }] }, 41);
    expect(c.text).not.toMatch(/^…[\uDC00-\uDFFF]/);
    expect(c.text.slice(c.highlights[0]!.start, c.highlights[0]!.end)).toBe("match");
  });

  it("splits text into plain and marked parts for rendering", () => {
    expect(segments({ text: "<b>hi</b> there", highlights: [{ start: 3, end: 5 }] })).toEqual([
      { text: "<b>", match: false },
      { text: "hi", match: true },
      { text: "</b> there", match: false },
    ]);
  });
});
