import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backoff, backoffSql, type Backoff } from "./backoff";

const doubling: Backoff = { baseMs: 1000, capMs: 60_000, jitter: "none" };

describe("backoff", () => {
  it("doubles from the base and stops at the cap", () => {
    expect([1, 2, 3, 4, 6, 7, 8].map((n) => backoff(n, doubling))).toEqual([1000, 2000, 4000, 8000, 32_000, 60_000, 60_000]);
  });

  it("counts attempts from 1: zero, negative and fractional attempts wait the base", () => {
    expect([0, -3, 1.9].map((n) => backoff(n, doubling))).toEqual([1000, 1000, 1000]);
  });

  it("grows by another factor where an engine's waits do (workflow steps: 2 s, then 10 s)", () => {
    const step: Backoff = { baseMs: 2000, factor: 5, capMs: 10_000, jitter: "none" };
    expect([1, 2, 3].map((n) => backoff(n, step))).toEqual([2000, 10_000, 10_000]);
  });

  it("never overflows, however many attempts", () => {
    expect(backoff(5000, doubling)).toBe(60_000);
    expect(backoff(Number.MAX_SAFE_INTEGER, { ...doubling, jitter: "full" }, () => 0.5)).toBe(30_000);
  });

  it("with full jitter draws uniformly below the wait", () => {
    const full: Backoff = { ...doubling, jitter: "full" };
    expect(backoff(3, full, () => 0)).toBe(0);
    expect(backoff(3, full, () => 0.5)).toBe(2000);
    expect(backoff(3, full, () => 0.999_999)).toBe(3999);
    for (let i = 0; i < 100; i++) {
      const w = backoff(10, full);
      expect(w).toBeGreaterThanOrEqual(0);
      expect(w).toBeLessThan(60_000);
    }
  });
});

describe("backoffSql", () => {
  const render = (b: Backoff) => new PgDialect().sqlToQuery(sql`select ${backoffSql(sql`attempts`, b)}`);

  it("is the same formula for set-based statements, the exponent bounded", () => {
    const q = render(doubling);
    expect(q.sql).toBe("select (least($1::float8 * power($2::float8, least(greatest(attempts, 1) - 1, 60)), $3::float8) * interval '1 millisecond')");
    expect(q.params).toEqual([1000, 2, 60_000]);
  });

  it("draws per row with full jitter", () => {
    expect(render({ ...doubling, jitter: "full" }).sql).toContain("floor(random() * least(");
  });
});
