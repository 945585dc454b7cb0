import { afterAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";

/**
 * The count lives in PostgreSQL; when the database does not answer, this process counts alone
 * (same limit) instead of failing or hanging the request: health must still answer 503 in time.
 */
describe("rate limit when its store is unreachable", () => {
  afterAll(async () => {
    await closeDb();
  });

  it("counts in memory with the same limit, quickly, and still limits", async () => {
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/nothing"; // nothing listens on port 1
    process.env.RATE_LIMIT_LOGIN_PER_MINUTE = "2";
    const { consume } = await import("./rate-limit");
    const started = Date.now();
    const first = await consume("login", "k1");
    expect(first).toMatchObject({ limit: 2, remaining: 1, limited: false });
    expect((await consume("login", "k1")).limited).toBe(false);
    expect(await consume("login", "k1")).toMatchObject({ limited: true, remaining: 0 });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
