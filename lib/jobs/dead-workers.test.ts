import { describe, expect, it } from "vitest";
import { envFrom } from "@/lib/config/env";
import { deadHolders, heartbeatSettings, sweepGate, type LockHolder } from "./dead-workers";

const holder = (workerId: string, silentMs: number | null, lockedForMs = 1_000, jobs = 1): LockHolder => ({ workerId, jobs, lockedForMs, silentMs });

describe("deadHolders", () => {
  it("takes ids whose process has been silent for longer than the grace, and keeps the ones that beat", () => {
    const found = deadHolders([holder("pool-live", 5_000), holder("pool-dead", 61_000), holder("pool-edge", 60_000)], 60_000);
    expect(found.map((h) => h.workerId)).toEqual(["pool-dead"]);
  });

  it("judges an id no heartbeat ever named by its most recent lock", () => {
    const found = deadHolders([holder("pool-ghost", null, 90_000, 3), holder("pool-starting", null, 200)], 60_000);
    expect(found).toEqual([{ workerId: "pool-ghost", jobs: 3, lockedForMs: 90_000, silentMs: null }]);
  });

  it("does not release a live process's long-running job however old its lock", () => {
    expect(deadHolders([holder("pool-busy", 3_000, 4 * 3600_000)], 60_000)).toEqual([]);
  });

  it("answers nothing when nothing is locked", () => {
    expect(deadHolders([], 60_000)).toEqual([]);
  });
});

describe("sweepGate", () => {
  it("lets a process judge others only after a grace period of its own unbroken beats", () => {
    const gate = sweepGate(3_000);
    expect(gate.maySweep(0)).toBe(false);
    gate.beatOk(0);
    gate.beatOk(1_000);
    expect(gate.maySweep(2_000)).toBe(false);
    gate.beatOk(3_000);
    expect(gate.maySweep(3_000)).toBe(true);
  });

  it("starts over after a failed beat or a gap longer than the grace (an outage, a stalled loop)", () => {
    const gate = sweepGate(3_000);
    [0, 1_000, 2_000, 3_000].forEach((t) => gate.beatOk(t));
    gate.beatFailed();
    expect(gate.maySweep(3_500)).toBe(false);
    gate.beatOk(4_000);
    expect(gate.maySweep(5_000)).toBe(false);
    expect(gate.maySweep(7_000)).toBe(true);
    gate.beatOk(20_000); // 16 s since the last beat: this process looked dead itself
    expect(gate.maySweep(21_000)).toBe(false);
    expect(gate.maySweep(23_000)).toBe(true);
    expect(gate.maySweep(30_000)).toBe(false); // its own beats stopped again
  });
});

describe("heartbeatSettings", () => {
  it("defaults to a 10 s heartbeat, dead after 60 s, a sweep every 15 s", () => {
    expect(heartbeatSettings(envFrom({}))).toEqual({ heartbeatMs: 10_000, deadAfterMs: 60_000, sweepMs: 15_000 });
  });

  it("reads seconds from the environment and refuses nonsense", () => {
    expect(heartbeatSettings(envFrom({ WORKER_HEARTBEAT_SECONDS: "1", WORKER_DEAD_AFTER_SECONDS: "3", WORKER_SWEEP_SECONDS: "0.5" }))).toEqual({ heartbeatMs: 1_000, deadAfterMs: 3_000, sweepMs: 500 });
    expect(() => heartbeatSettings(envFrom({ WORKER_HEARTBEAT_SECONDS: "ten" }))).toThrow(/WORKER_HEARTBEAT_SECONDS/);
    expect(() => heartbeatSettings(envFrom({ WORKER_DEAD_AFTER_SECONDS: "0" }))).toThrow(/WORKER_DEAD_AFTER_SECONDS/);
    expect(() => heartbeatSettings(envFrom({ WORKER_HEARTBEAT_SECONDS: "30", WORKER_DEAD_AFTER_SECONDS: "45" }))).toThrow(/twice/);
  });
});
