import { describe, expect, it } from "vitest";
import { DEFAULT_SLA_MINUTES, isBreached, slaDueAt } from "./sla";
import { canMoveTicket } from "./transitions";

describe("ticket SLA", () => {
  const created = new Date("2026-03-01T10:00:00Z");

  it("dates the due time from creation and the priority's target", () => {
    expect(slaDueAt(created, "URGENT", DEFAULT_SLA_MINUTES).toISOString()).toBe("2026-03-01T14:00:00.000Z");
    expect(slaDueAt(created, "LOW", { ...DEFAULT_SLA_MINUTES, LOW: 60 }).toISOString()).toBe("2026-03-01T11:00:00.000Z");
  });

  it("is breached when unresolved past due or resolved late, not when resolved in time", () => {
    const slaDue = new Date("2026-03-01T14:00:00Z");
    expect(isBreached({ slaDueAt: slaDue, resolvedAt: null, closedAt: null }, slaDue.getTime() + 1)).toBe(true);
    expect(isBreached({ slaDueAt: slaDue, resolvedAt: null, closedAt: null }, slaDue.getTime() - 1)).toBe(false);
    expect(isBreached({ slaDueAt: slaDue, resolvedAt: new Date("2026-03-01T13:00:00Z"), closedAt: null }, slaDue.getTime() + 86_400_000)).toBe(false);
    expect(isBreached({ slaDueAt: slaDue, resolvedAt: new Date("2026-03-01T15:00:00Z"), closedAt: null })).toBe(true);
  });
});

describe("ticket transitions", () => {
  it("closes only through RESOLVED and never leaves CLOSED", () => {
    expect(canMoveTicket("OPEN", "PENDING")).toBe(true);
    expect(canMoveTicket("PENDING", "RESOLVED")).toBe(true);
    expect(canMoveTicket("RESOLVED", "OPEN")).toBe(true);
    expect(canMoveTicket("RESOLVED", "CLOSED")).toBe(true);
    expect(canMoveTicket("OPEN", "CLOSED")).toBe(false);
    expect(canMoveTicket("CLOSED", "OPEN")).toBe(false);
    expect(canMoveTicket("OPEN", "OPEN")).toBe(true);
  });
});
