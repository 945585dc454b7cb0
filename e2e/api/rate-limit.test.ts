import { describe, expect, it } from "vitest";
import { newCompany } from "./support/fixtures";
import { call } from "./support/http";

describe("rate limit under concurrent requests", () => {
  it("counts every request exactly once: 60 pass, the rest get 429, each pass with its own remaining count", async () => {
    const co = await newCompany("rl");
    const t = await co.token(["webhooks:read"]);
    // At once, so the server adds several requests of the token in one write.
    const results = await Promise.all(Array.from({ length: 75 }, () => call("GET", "/api/v1/webhooks/events", { token: t.token })));
    const passed = results.filter((r) => r.status === 200);
    expect(passed).toHaveLength(60);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    const remaining = passed.map((r) => Number(r.headers.get("x-ratelimit-remaining"))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
    for (const r of results.filter((x) => x.status === 429)) expect(r.headers.get("x-ratelimit-remaining")).toBe("0");
  });
});
