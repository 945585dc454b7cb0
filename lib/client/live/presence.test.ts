import { describe, expect, it } from "vitest";
import { patchPresence } from "./presence";

describe("patchPresence", () => {
  const list = { data: [{ userId: "u1", name: "Sara", role: "agent", status: "online" as const, lastActiveAt: null }] };
  it("changes one person's status and leaves a list without them as it was", () => {
    expect(patchPresence(list, "u1", "away")?.data[0].status).toBe("away");
    expect(patchPresence(list, "u9", "away")).toBe(list);
    expect(patchPresence(undefined, "u1", "away")).toBeUndefined();
  });
});
