import { describe, expect, it } from "vitest";
import {
  allows,
  campaignListQuery,
  campaignViewParams,
  deliveryCounts,
  formatDuration,
  formatMoney,
  formatPercent,
  formatRate,
  funnelOf,
  isLive,
  pageCount,
  parseCampaignView,
  pollInterval,
  progressOf,
} from "./campaign-view";

const counts = (c: Partial<Record<"PENDING" | "CLAIMED" | "SKIPPED" | "SENT" | "DELIVERED" | "READ" | "FAILED" | "REPLIED", number>>) => ({
  PENDING: 0,
  CLAIMED: 0,
  SKIPPED: 0,
  SENT: 0,
  DELIVERED: 0,
  READ: 0,
  FAILED: 0,
  REPLIED: 0,
  ...c,
});

describe("campaign actions by state", () => {
  it("follows the API's table: run drafts and scheduled ones, pause running, resume paused", () => {
    expect(allows("run", "DRAFT")).toBe(true);
    expect(allows("run", "SCHEDULED")).toBe(true);
    expect(allows("run", "RUNNING")).toBe(false);
    expect(allows("pause", "RUNNING")).toBe(true);
    expect(allows("pause", "PAUSED")).toBe(false);
    expect(allows("resume", "PAUSED")).toBe(true);
    expect(allows("update", "RUNNING")).toBe(false);
  });

  it("cancels unfinished campaigns, retries started ones, deletes anything not running", () => {
    expect(["DRAFT", "SCHEDULED", "RUNNING", "PAUSED"].every((s) => allows("cancel", s as never))).toBe(true);
    expect(allows("cancel", "COMPLETED")).toBe(false);
    expect(allows("retry", "COMPLETED")).toBe(true);
    expect(allows("retry", "DRAFT")).toBe(false);
    expect(allows("delete", "RUNNING")).toBe(false);
    expect(allows("delete", "CANCELLED")).toBe(true);
  });

  it("polls the states whose numbers still move", () => {
    expect(["RUNNING", "SCHEDULED", "PAUSED"].every((s) => isLive(s as never))).toBe(true);
    expect(["DRAFT", "COMPLETED", "CANCELLED", "FAILED"].some((s) => isLive(s as never))).toBe(false);
  });
});

describe("polling", () => {
  it("follows a send every 2 s, its receipts for ten minutes after, then stops", () => {
    const now = Date.parse("2030-01-01T12:00:00Z");
    expect(pollInterval({ status: "RUNNING", finishedAt: null }, now)).toBe(2_000);
    expect(pollInterval({ status: "SCHEDULED", finishedAt: null }, now)).toBe(2_000);
    expect(pollInterval({ status: "COMPLETED", finishedAt: "2030-01-01T11:55:00Z" }, now)).toBe(5_000);
    expect(pollInterval({ status: "COMPLETED", finishedAt: "2030-01-01T11:45:00Z" }, now)).toBe(false);
    expect(pollInterval({ status: "DRAFT", finishedAt: null }, now)).toBe(false);
  });
});

describe("progress and funnel", () => {
  it("counts recipients no longer pending or claimed as done", () => {
    expect(progressOf(counts({ PENDING: 5, CLAIMED: 1, SENT: 2, FAILED: 1, SKIPPED: 1 }))).toEqual({ done: 4, total: 10, percent: 40 });
    expect(progressOf(counts({}))).toEqual({ done: 0, total: 0, percent: 0 });
    expect(progressOf(counts({ PENDING: 2, READ: 1 })).percent).toBe(33.3);
  });

  it("counts each recipient at its furthest step and every step before it", () => {
    const steps = funnelOf(counts({ SENT: 1, DELIVERED: 2, READ: 3, REPLIED: 4, FAILED: 5 }));
    expect(steps.map((s) => [s.key, s.value, s.percent])).toEqual([
      ["sent", 10, 100],
      ["delivered", 9, 90],
      ["read", 7, 70],
      ["replied", 4, 40],
    ]);
    expect(funnelOf(counts({ FAILED: 3 })).map((s) => s.percent)).toEqual([null, null, null, null]);
    expect(deliveryCounts(counts({ SENT: 1, DELIVERED: 1, READ: 1, FAILED: 2 }))).toEqual({ sent: 3, delivered: 2, read: 1, failed: 2 });
  });
});

describe("formatting", () => {
  it("writes durations people read at a glance", () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
    expect(formatDuration(44.6)).toBe("45 s");
    expect(formatDuration(600)).toBe("10 min");
    expect(formatDuration(3600)).toBe("1 h");
    expect(formatDuration(3900)).toBe("1 h 5 min");
    expect(formatDuration(3 * 86400 + 4 * 3600)).toBe("3 d 4 h");
  });

  it("writes rates per second, or per minute when slower", () => {
    expect(formatRate({ perSecond: 4.84, perMinute: 290 })).toBe("4.8/s");
    expect(formatRate({ perSecond: 0.2, perMinute: 12 })).toBe("12/min");
    expect(formatPercent(null)).toBe("—");
    expect(formatPercent(66.67)).toBe("66.7%");
  });

  it("writes money with enough digits for a cent fraction", () => {
    expect(formatMoney(0.025, "USD")).toBe("$0.025");
    expect(formatMoney(12.5, "USD")).toBe("$12.50");
    expect(formatMoney(3, "NOT-A-CODE")).toBe("3 NOT-A-CODE");
  });
});

describe("the list's URL state", () => {
  it("reads known statuses and pages, and drops the rest", () => {
    expect(parseCampaignView(new URLSearchParams("status=RUNNING&search=%20spring%20&page=3"))).toEqual({ status: "RUNNING", search: "spring", page: 3 });
    expect(parseCampaignView(new URLSearchParams("status=running&page=-2"))).toEqual({ status: "", search: "", page: 1 });
  });

  it("writes only what differs from the defaults, and asks the API by offset", () => {
    expect(campaignViewParams({ status: "", search: "", page: 1 }).toString()).toBe("");
    expect(campaignViewParams({ status: "DRAFT", search: "a b", page: 2 }).toString()).toBe("status=DRAFT&search=a+b&page=2");
    expect(campaignListQuery({ status: "PAUSED", search: "x", page: 3 }, 20)).toBe("limit=20&offset=40&status=PAUSED&search=x");
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
