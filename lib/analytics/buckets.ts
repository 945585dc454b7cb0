/**
 * Response-time histograms: fixed, roughly logarithmic buckets with readable edges (seconds),
 * so that a median or p90 over any range comes from summing bucket counts. Browser-safe.
 * Bucket 0 is [0, 5 s), bucket i is [EDGES[i-1], EDGES[i]), the last is 30 days and more.
 */
export const BUCKET_EDGES = [
  5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 450, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200, 10800, 14400, 21600, 28800, 43200, 57600, 86400, 129600,
  172800, 259200, 345600, 604800, 1209600, 2592000,
] as const;
export const BUCKET_COUNT = BUCKET_EDGES.length + 1;

/** The bucket of a duration in seconds (what PostgreSQL's width_bucket(s, edges) gives). */
export function bucketOf(seconds: number): number {
  let i = 0;
  while (i < BUCKET_EDGES.length && seconds >= BUCKET_EDGES[i]) i++;
  return i;
}

export function bucketBounds(i: number): { fromSeconds: number; toSeconds: number | null } {
  return { fromSeconds: i === 0 ? 0 : BUCKET_EDGES[i - 1], toSeconds: i < BUCKET_EDGES.length ? BUCKET_EDGES[i] : null };
}

/**
 * The p-th quantile (0..1) estimated from bucket counts: the bucket holding rank p·n, linearly
 * interpolated inside it (the open last bucket answers its lower edge); null with no samples.
 */
export function quantile(hist: readonly number[], p: number): number | null {
  const n = hist.reduce((a, b) => a + b, 0);
  if (!n) return null;
  const target = p * n;
  let before = 0;
  for (let i = 0; i < hist.length; i++) {
    const c = hist[i];
    if (c > 0 && before + c >= target) {
      const { fromSeconds, toSeconds } = bucketBounds(i);
      if (toSeconds === null) return fromSeconds;
      return Math.round(fromSeconds + ((toSeconds - fromSeconds) * (target - before)) / c);
    }
    before += c;
  }
  return bucketBounds(hist.length - 1).fromSeconds;
}

/** Count, mean, median and p90 of one histogram and its exact sum of seconds. */
export function summarize(hist: readonly number[], totalSeconds: number) {
  const count = hist.reduce((a, b) => a + b, 0);
  return {
    count,
    averageSeconds: count ? Math.round(totalSeconds / count) : null,
    medianSeconds: quantile(hist, 0.5),
    p90Seconds: quantile(hist, 0.9),
  };
}

/** Every bucket with its edges and count, for the distribution chart. */
export function distribution(hist: readonly number[]) {
  return Array.from({ length: BUCKET_COUNT }, (_, i) => ({ ...bucketBounds(i), count: hist[i] ?? 0 }));
}
