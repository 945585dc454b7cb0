import { parseCrontab } from "graphile-worker";
import { describe, expect, it } from "vitest";
import { minuteSweep } from "./minute-sweep";

describe("a minute sweep's crontab line", () => {
  it("runs every minute, once, in a queue of its own under one job key", () => {
    const [item] = parseCrontab(minuteSweep("analytics:fold"));
    expect(item).toMatchObject({ task: "analytics:fold", options: { maxAttempts: 1, queueName: "analytics:fold", jobKey: "analytics:fold", jobKeyMode: "preserve_run_at" } });
    // Every minute of every hour.
    const at = (h: number, m: number) => ({ min: m, hour: h, date: 1, month: 1, dow: 0 });
    expect([at(0, 0), at(13, 37), at(23, 59)].every((t) => item.match(t))).toBe(true);
  });
});
