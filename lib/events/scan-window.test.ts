import { describe, expect, it } from "vitest";
import { ScanWindow } from "./scan-window";

describe("the dispatch scan window", () => {
  it("scans from the oldest first and every fullEveryMs, otherwise from the id handed over trailMs ago", () => {
    let now = 1_000_000;
    const w = new ScanWindow({ trailMs: 5_000, fullEveryMs: 10_000, clock: () => now });
    expect(w.start()).toBe(0);
    w.handedOver(100);
    now += 1_000;
    w.handedOver(250);
    now += 1_000;
    // Nothing handed over 5 s ago yet: a transaction still open may hold any id.
    expect(w.start()).toBe(0);
    now += 3_500; // 100 was handed over 5.5 s ago, 250 only 4.5 s ago
    expect(w.start()).toBe(101);
    now += 1_000;
    expect(w.start()).toBe(251);
    w.handedOver(200); // lower than a mark already taken: the floor never moves back
    now += 4_000; // 10.5 s after the first full scan
    expect(w.start()).toBe(0);
    now += 1_000;
    expect(w.start()).toBe(251);
  });
});
