import { describe, expect, it } from "vitest";
import { pickAgent, type Candidate } from "./pick";

const c = (userId: string, open: number, lastTurn: number | null): Candidate => ({ userId, open, lastTurn });

describe("pickAgent", () => {
  it("round-robin gives the turn to who never had one, then to the longest waiting", () => {
    const rr = { mode: "round_robin" as const, unassignWhenOffline: false };
    expect(pickAgent(rr, [c("b", 0, 50), c("a", 9, null), c("c", 0, 10)])?.userId).toBe("a");
    expect(pickAgent(rr, [c("b", 0, 50), c("c", 0, 10)])?.userId).toBe("c");
    // Ties (two who never had a turn) fall to the id, so every run chooses alike.
    expect(pickAgent(rr, [c("z", 0, null), c("m", 0, null)])?.userId).toBe("m");
  });

  it("capacity gives to who holds fewest, below the limit, then by turn", () => {
    const cap = { mode: "capacity" as const, capacity: 3, unassignWhenOffline: false };
    expect(pickAgent(cap, [c("a", 2, null), c("b", 1, 100), c("c", 1, 50)])?.userId).toBe("c");
    expect(pickAgent(cap, [c("a", 3, null), c("b", 5, null)])).toBeNull();
    expect(pickAgent(cap, [c("a", 3, null), c("b", 2, 999)])?.userId).toBe("b");
  });

  it("nobody when off or when nobody is there", () => {
    expect(pickAgent({ mode: "off", unassignWhenOffline: false }, [c("a", 0, null)])).toBeNull();
    expect(pickAgent({ mode: "round_robin", unassignWhenOffline: false }, [])).toBeNull();
  });
});
