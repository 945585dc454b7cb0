import { describe, expect, it } from "vitest";
import { BUCKET_COUNT, bucketOf, distribution, quantile, summarize } from "./buckets";
import { runs } from "./fold";

const histOf = (values: number[]) => {
  const h = new Array(BUCKET_COUNT).fill(0);
  for (const v of values) h[bucketOf(v)]++;
  return h;
};

describe("response-time buckets", () => {
  it("puts values on the lower edge of their bucket, as width_bucket does", () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(4.9)).toBe(0);
    expect(bucketOf(5)).toBe(1);
    expect(bucketOf(60)).toBe(7);
    expect(bucketOf(2_592_000)).toBe(BUCKET_COUNT - 1);
    expect(bucketOf(1e9)).toBe(BUCKET_COUNT - 1);
  });
  it("estimates quantiles inside the bucket (the fixture's first responses: 60, 120, 600 s)", () => {
    const h = histOf([60, 120, 600]);
    expect(quantile(h, 0.5)).toBe(150);
    expect(quantile(h, 0.9)).toBe(810);
    expect(summarize(h, 780)).toEqual({ count: 3, averageSeconds: 260, medianSeconds: 150, p90Seconds: 810 });
    expect(summarize(histOf([7200]), 7200)).toEqual({ count: 1, averageSeconds: 7200, medianSeconds: 9000, p90Seconds: 10440 });
  });
  it("answers null without samples and the lower edge in the open last bucket", () => {
    expect(quantile(new Array(BUCKET_COUNT).fill(0), 0.5)).toBeNull();
    expect(quantile(histOf([5e6]), 0.5)).toBe(2_592_000);
    expect(distribution(histOf([1]))[0]).toEqual({ fromSeconds: 0, toSeconds: 5, count: 1 });
  });
});

describe("fold runs", () => {
  it("groups sorted days into consecutive runs", () => {
    expect(runs(["2026-02-28", "2026-03-01", "2026-03-03"])).toEqual([
      ["2026-02-28", "2026-03-01"],
      ["2026-03-03", "2026-03-03"],
    ]);
    expect(runs([])).toEqual([]);
  });
});
