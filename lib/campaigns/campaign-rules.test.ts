import { describe, expect, it } from "vitest";
import { CAMPAIGN_STATUSES } from "@/db/enums";
import { estimateCost } from "./cost";
import { failureCategoryOf, retryDelayMs } from "./failure-category";
import { ALLOWED_FROM, allows, assertAllowed } from "./states";
import { dayKey, startOfNextDay } from "./zoned-day";
import { outcomeOfError } from "./engine/outcome";
import { pace } from "./engine/pace";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";

describe("campaign states", () => {
  it("allows each operation only from the states of the table", () => {
    const table = Object.fromEntries(Object.keys(ALLOWED_FROM).map((op) => [op, CAMPAIGN_STATUSES.filter((s) => allows(op as keyof typeof ALLOWED_FROM, s))]));
    expect(table).toEqual({
      update: ["DRAFT", "SCHEDULED"],
      run: ["DRAFT", "SCHEDULED"],
      pause: ["RUNNING"],
      resume: ["PAUSED"],
      cancel: ["DRAFT", "SCHEDULED", "RUNNING", "PAUSED"],
      retry: ["RUNNING", "PAUSED", "COMPLETED", "FAILED"],
      delete: ["DRAFT", "SCHEDULED", "PAUSED", "COMPLETED", "CANCELLED", "FAILED"],
    });
  });

  it("refuses with a 409 naming the current state and the allowed ones", () => {
    expect(() => assertAllowed("pause", "DRAFT")).toThrow(expect.objectContaining({ code: "CONFLICT", details: { reason: "campaign_state", status: "DRAFT", allowed: ["RUNNING"] } }));
  });
});

describe("failure categories", () => {
  it("sorts the platform's codes by what a marketer can do", () => {
    expect(failureCategoryOf({ httpStatus: 400, code: 131026 })).toBe("NOT_ON_CHANNEL");
    expect(failureCategoryOf({ httpStatus: 400, code: 130429 })).toBe("RATE_LIMITED");
    expect(failureCategoryOf({ httpStatus: 400, code: 132001 })).toBe("TEMPLATE_PROBLEM");
    expect(failureCategoryOf({ httpStatus: 400, code: 131049 })).toBe("POLICY_BLOCKED");
    expect(failureCategoryOf({ httpStatus: 400, code: 100 })).toBe("INVALID_NUMBER");
    expect(failureCategoryOf({ httpStatus: 503, code: null })).toBe("PLATFORM_ERROR");
    expect(failureCategoryOf({ httpStatus: 0, code: null })).toBe("PLATFORM_ERROR");
    expect(failureCategoryOf({ httpStatus: 400, code: 999999 })).toBe("UNKNOWN");
  });

  it("puts a throughput error back, retries a retryable failure while attempts last, fails the rest", () => {
    const send = { autoRetry: true, attempts: 1, maxRetries: 2 };
    const throttled = new CloudApiError({ httpStatus: 400, code: 130429, message: "(#130429) Rate limit hit" });
    expect(outcomeOfError(send, throttled)).toEqual({ kind: "requeue" });
    const down = new CloudApiError({ httpStatus: 500, code: 131000, message: "Something went wrong" });
    expect(outcomeOfError(send, down, 0)).toMatchObject({ kind: "retry", category: "PLATFORM_ERROR", retryAt: new Date(30_000) });
    expect(outcomeOfError({ ...send, attempts: 3 }, down)).toMatchObject({ kind: "failed", category: "PLATFORM_ERROR" });
    expect(outcomeOfError({ ...send, autoRetry: false }, down)).toMatchObject({ kind: "failed" });
    const gone = new CloudApiError({ httpStatus: 400, code: 131026, message: "Message undeliverable" });
    expect(outcomeOfError(send, gone)).toMatchObject({ kind: "failed", category: "NOT_ON_CHANNEL", code: "131026" });
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_800_000]);
  });
});

describe("pace", () => {
  const now = new Date("2026-11-25T10:00:00.000Z");
  it("takes the lookahead's sends (two seconds) at the campaign's rate, each at its slot", () => {
    const p = pace({ paceAt: null, messagesPerSecond: 5, pacingDisabled: false }, now, Infinity);
    expect(p.take).toBe(10);
    expect(p.slots.map((s) => s - now.getTime())).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800]);
  });
  it("takes nothing while the pace is the lookahead ahead, and never bursts to catch up after idling", () => {
    expect(pace({ paceAt: new Date(now.getTime() + 2000), messagesPerSecond: 20, pacingDisabled: false }, now, Infinity).take).toBe(0);
    expect(pace({ paceAt: new Date(now.getTime() - 60_000), messagesPerSecond: 20, pacingDisabled: false }, now, Infinity).take).toBe(40);
  });
  it("stops at what is left of the day, and takes a full batch at once with pacing off", () => {
    expect(pace({ paceAt: null, messagesPerSecond: 20, pacingDisabled: false }, now, 3).take).toBe(3);
    const off = pace({ paceAt: null, messagesPerSecond: 1, pacingDisabled: true }, now, Infinity);
    expect(off.take).toBe(200);
    expect(new Set(off.slots)).toEqual(new Set([now.getTime()]));
  });
});

describe("days in the company's time zone", () => {
  it("keys the local date and finds the next local midnight", () => {
    const at = new Date("2026-11-25T21:30:00Z");
    expect(dayKey(at, "Asia/Dubai")).toBe("2026-11-26");
    expect(startOfNextDay(at, "Asia/Dubai").toISOString()).toBe("2026-11-26T20:00:00.000Z");
    expect(startOfNextDay(at, "UTC").toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(dayKey(at, "Not/AZone")).toBe("2026-11-25");
  });
  it("is right across daylight-saving changes (a 23-hour and a 25-hour day)", () => {
    expect(startOfNextDay(new Date("2026-03-08T12:00:00Z"), "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfNextDay(new Date("2026-11-01T12:00:00Z"), "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });
});

describe("cost", () => {
  it("multiplies the category's rate, with the defaults when the company set none", () => {
    expect(estimateCost(null, "MARKETING", 1000)).toEqual({ category: "MARKETING", perMessage: 0.025, total: 25, currency: "USD" });
    expect(estimateCost({ currency: "AED", MARKETING: 0.1, UTILITY: 0.02, AUTHENTICATION: 0.01 }, "UTILITY", 3)).toEqual({ category: "UTILITY", perMessage: 0.02, total: 0.06, currency: "AED" });
  });
});
