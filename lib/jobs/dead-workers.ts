/**
 * The pure half of crash recovery (lib/jobs/heartbeat.ts does the I/O): settings, which lock
 * holders are dead, and when this process may judge others at all.
 */
import { env, type Env } from "@/lib/config/env";
import { StartupError } from "@/lib/system/startup-error";

// Bad settings are start failures: printed on stderr with the setting's name, exit 1.
export interface HeartbeatSettings {
  heartbeatMs: number;
  deadAfterMs: number;
  sweepMs: number;
}

type Seconds = Pick<Env, "WORKER_HEARTBEAT_SECONDS" | "WORKER_DEAD_AFTER_SECONDS" | "WORKER_SWEEP_SECONDS">;

/** WORKER_HEARTBEAT_SECONDS (10), WORKER_DEAD_AFTER_SECONDS (60), WORKER_SWEEP_SECONDS (15). */
export function heartbeatSettings(vars: Seconds = env()): HeartbeatSettings {
  const s = { heartbeatMs: vars.WORKER_HEARTBEAT_SECONDS * 1000, deadAfterMs: vars.WORKER_DEAD_AFTER_SECONDS * 1000, sweepMs: vars.WORKER_SWEEP_SECONDS * 1000 };
  // A live process must be able to miss a beat without being taken for dead.
  if (s.deadAfterMs < 2 * s.heartbeatMs) throw new StartupError("WORKER_DEAD_AFTER_SECONDS must be at least twice WORKER_HEARTBEAT_SECONDS");
  return s;
}

/** A graphile-worker id that holds job locks, with ages measured by the database's clock. */
export interface LockHolder {
  workerId: string;
  jobs: number;
  /** Since its most recent lock. */
  lockedForMs: number;
  /** Since the last beat of the process that recorded this id; null when none ever did. */
  silentMs: number | null;
}

/**
 * The holders whose process is gone: silent for longer than `deadAfterMs`, or never seen in a
 * heartbeat and holding nothing locked more recently than that (a process that died before
 * its first beat; a live one beats within moments of starting).
 */
export function deadHolders(holders: LockHolder[], deadAfterMs: number): LockHolder[] {
  return holders.filter((h) => (h.silentMs === null ? h.lockedForMs > deadAfterMs : h.silentMs > deadAfterMs));
}

/**
 * Whether this process may judge others: only after its own beats have gone through without
 * a gap for `deadAfterMs`. After a database outage or a stalled event loop every process
 * looks silent; waiting one grace period lets the live ones beat again before anyone is
 * declared dead. A newly started process waits the same.
 */
export function sweepGate(deadAfterMs: number) {
  let healthySince: number | undefined;
  let lastBeat: number | undefined;
  return {
    beatOk(now: number) {
      if (healthySince === undefined || lastBeat === undefined || now - lastBeat > deadAfterMs) healthySince = now;
      lastBeat = now;
    },
    beatFailed() {
      healthySince = undefined;
    },
    maySweep(now: number): boolean {
      return healthySince !== undefined && lastBeat !== undefined && now - healthySince >= deadAfterMs && now - lastBeat <= deadAfterMs;
    },
  };
}
