import { describe, expect, it, vi } from "vitest";
import { LiveBus } from "./bus";
import { inboxRefetchInterval, inboxStaleTime, FALLBACK_POLL_MS } from "./refresh";

describe("LiveBus", () => {
  it("hands each event to its listeners until they leave, past one that throws", () => {
    const bus = new LiveBus();
    const heard = vi.fn();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    bus.on("presence", () => {
      throw new Error("broken listener");
    });
    const off = bus.on("presence", heard);
    bus.emit("presence", { userId: "u1", status: "away" });
    expect(heard).toHaveBeenCalledWith({ userId: "u1", status: "away" });
    off();
    bus.emit("presence", { userId: "u1", status: "online" });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe("inbox refresh while live and while down", () => {
  const ok = { state: { status: "success" } };
  it("does not poll while live, polls slowly otherwise, and never after an error", () => {
    expect(inboxRefetchInterval("live", ok)).toBe(false);
    expect(inboxRefetchInterval("down", ok)).toBe(FALLBACK_POLL_MS);
    expect(inboxRefetchInterval("connecting", ok)).toBe(FALLBACK_POLL_MS);
    expect(inboxRefetchInterval("down", { state: { status: "error" } })).toBe(false);
    expect(FALLBACK_POLL_MS).toBeGreaterThanOrEqual(15_000);
    expect(FALLBACK_POLL_MS).toBeLessThanOrEqual(30_000);
  });

  it("trusts the cache for a while only when live", () => {
    expect(inboxStaleTime("down")).toBe(0);
    expect(inboxStaleTime("live")).toBeGreaterThan(0);
  });
});
