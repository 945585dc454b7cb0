import { describe, expect, it } from "vitest";
import { authExpiry, offerEnds, previewRuns, previewText, visibleButtons } from "./template-preview";

describe("preview text", () => {
  it("puts each sample in place of its variable, and keeps a placeholder where there is none", () => {
    expect(previewText("Hi {{1}}, order {{2}} ships {{3}}.", ["Sam", "#1042"])).toBe("Hi Sam, order #1042 ships {{3}}.");
    expect(previewText("Hi {{1}} and {{1}} again", ["Sam"])).toBe("Hi Sam and Sam again");
    // A blank sample is no sample.
    expect(previewText("Hi {{1}}", ["  "])).toBe("Hi {{1}}");
  });

  it("leaves malformed placeholders as typed", () => {
    expect(previewText("Hi {{name}} and {{ 1 }} and {{0}}", ["Sam"])).toBe("Hi {{name}} and {{ 1 }} and {{0}}");
  });

  it("marks variables as parts of their own, with their number and sample", () => {
    const [run] = previewRuns("Hi {{1}}, see {{2}}", ["Sam"]);
    expect(run.parts).toEqual([{ text: "Hi " }, { variable: 1, sample: "Sam" }, { text: ", see " }, { variable: 2, sample: null }]);
  });

  it("applies bold, italic, strike and mono markers, around variables too", () => {
    const runs = previewRuns("Order *{{1}}* is _on its way_ ~late~ ```code```", ["#7"]);
    const flat = runs.map((r) => ({ b: r.bold, i: r.italic, s: r.strike, m: r.mono, t: r.parts.map((p) => ("text" in p ? p.text : `[${p.sample}]`)).join("") }));
    expect(flat).toEqual([
      { b: false, i: false, s: false, m: false, t: "Order " },
      { b: true, i: false, s: false, m: false, t: "[#7]" },
      { b: false, i: false, s: false, m: false, t: " is " },
      { b: false, i: true, s: false, m: false, t: "on its way" },
      { b: false, i: false, s: false, m: false, t: " " },
      { b: false, i: false, s: true, m: false, t: "late" },
      { b: false, i: false, s: false, m: false, t: " " },
      { b: false, i: false, s: false, m: true, t: "code" },
    ]);
  });

  it("nests markers and ignores ones inside words, across lines or around spaces", () => {
    const runs = previewRuns("*bold _both_*");
    expect(runs.map((r) => [r.bold, r.italic, previewTextOf(r)])).toEqual([
      [true, false, "bold "],
      [true, true, "both"],
    ]);
    for (const text of ["snake_case_name", "2*3*4", "* not bold *", "*one\nline*"]) {
      expect(previewRuns(text).every((r) => !r.bold && !r.italic)).toBe(true);
      expect(previewText(text)).toBe(text);
    }
  });
});

const previewTextOf = (r: ReturnType<typeof previewRuns>[number]) => r.parts.map((p) => ("text" in p ? p.text : "")).join("");

describe("phone details", () => {
  it("shows three buttons at most, else two and a see-all row", () => {
    expect(visibleButtons([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: false });
    expect(visibleButtons([1, 2, 3, 4])).toEqual({ shown: [1, 2], more: true });
  });

  it("words the code expiry and the offer countdown", () => {
    expect(authExpiry(1)).toBe("This code expires in 1 minute.");
    expect(authExpiry(10)).toBe("This code expires in 10 minutes.");
    expect(authExpiry(null)).toBeNull();
    const now = Date.parse("2026-03-01T12:00:00Z");
    expect(offerEnds("2026-03-01T12:30:00Z", now)).toBe("Offer ends in 30 min");
    expect(offerEnds("2026-03-02T12:00:00Z", now)).toBe("Offer ends in 24 hours");
    expect(offerEnds("2026-03-04T12:00:00Z", now)).toBe("Offer ends in 3 days");
    expect(offerEnds("2026-04-01T12:00:00Z", now)).toMatch(/^Offer ends on Apr 1/);
    expect(offerEnds("2026-02-01T12:00:00Z", now)).toBe("Offer ended");
    expect(offerEnds("soon", now)).toBeNull();
  });
});
