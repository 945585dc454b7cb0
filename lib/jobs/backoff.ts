import { sql, type SQL } from "drizzle-orm";

/**
 * The one back-off of background work: attempt n (1-based) waits base × factor^(n-1), at most
 * cap. Each engine keeps its own numbers (decision 058 lists them); what they share is the
 * shape, so a wait is read the same way everywhere.
 */
export interface Backoff {
  baseMs: number;
  capMs: number;
  /** 2 unless an engine's documented waits grow faster (workflow steps: 2 s, 10 s). */
  factor?: number;
  /**
   * "full": a uniform wait in [0, the wait) (AWS's full jitter), for many claimants that would
   * otherwise come back at once. "none" where the waits are promised (the spec's webhook
   * retries) or grouped by their length (one delivery job per wait).
   */
  jitter: "none" | "full";
}

/** The wait before attempt `attempt` (1-based; below 1 counts as 1). `random` is for tests. */
export function backoff(attempt: number, b: Backoff, random: () => number = Math.random): number {
  // Raised step by step and stopped at the cap: base × 2^5000 would be Infinity (and × 0, NaN).
  let wait = b.baseMs;
  for (let n = 2; n <= attempt && wait < b.capMs; n++) wait *= b.factor ?? 2;
  wait = Math.min(wait, b.capMs);
  return b.jitter === "full" ? Math.floor(random() * wait) : wait;
}

/**
 * The same wait as an interval, for set-based statements that back off many rows at once
 * (`attempt` is an SQL integer expression, 1-based). Full jitter draws per row.
 */
export function backoffSql(attempt: SQL, b: Backoff): SQL {
  // The exponent stops at 60 (far past any cap) so a row that failed for days cannot overflow float8.
  const wait = sql`least(${b.baseMs}::float8 * power(${b.factor ?? 2}::float8, least(greatest(${attempt}, 1) - 1, 60)), ${b.capMs}::float8)`;
  return b.jitter === "full" ? sql`(floor(random() * ${wait}) * interval '1 millisecond')` : sql`(${wait} * interval '1 millisecond')`;
}
