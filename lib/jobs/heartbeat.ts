import "server-only";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { workerHeartbeats } from "@/db/schema";
import { newId } from "@/lib/ids";
import { errorFields, log } from "@/lib/log";
import { deadHolders, heartbeatSettings, sweepGate, type HeartbeatSettings, type LockHolder } from "./dead-workers";

/**
 * Crash recovery in about a minute instead of graphile-worker's four hours: every worker
 * process beats into worker_heartbeats and, on a timer of its own, releases the jobs of
 * worker ids whose process stopped beating (docs/decisions.md, "Crash recovery"). A timer
 * rather than a cron job: cron runs at most once a minute and needs a free job slot, which
 * is what a crash may have taken away; the sweep is idempotent, so every process may run it.
 */
export async function startHeartbeat(workerIds: () => string[], settings: HeartbeatSettings = heartbeatSettings()): Promise<{ stop(): Promise<void> }> {
  const processId = newId("wproc");
  const gate = sweepGate(settings.deadAfterMs);
  const beat = async () => {
    try {
      const ids = workerIds();
      await getDb()
        .insert(workerHeartbeats)
        .values({ processId, workerIds: ids, host: hostname(), pid: process.pid })
        .onConflictDoUpdate({ target: workerHeartbeats.processId, set: { workerIds: ids, beatAt: sql`now()` } });
      gate.beatOk(Date.now());
    } catch (err) {
      gate.beatFailed();
      log.warn("worker heartbeat failed", errorFields(err));
    }
  };
  const sweep = async () => {
    if (!gate.maySweep(Date.now())) return;
    try {
      await releaseDeadWorkers(settings.deadAfterMs);
    } catch (err) {
      log.warn("dead-worker sweep failed; the next one retries", errorFields(err));
    }
  };
  await beat();
  const loops = [every(settings.heartbeatMs, beat), every(settings.sweepMs, sweep)];
  log.info("worker heartbeat started", { processId, workerIds: workerIds(), ...settings });
  return {
    async stop() {
      await Promise.all(loops.map((l) => l.stop()));
      // After the runner stopped: its jobs are finished or released, nothing is left to sweep.
      await getDb()
        .delete(workerHeartbeats)
        .where(sql`${workerHeartbeats.processId} = ${processId}`)
        .catch((err: unknown) => log.warn("could not remove the worker heartbeat", errorFields(err)));
    },
  };
}

/**
 * One sweep: the ids holding job locks (graphile-worker's public jobs view), with the age of
 * their newest lock and of their process's last beat, both by the database's clock; the dead
 * ones' jobs and queues are released with graphile-worker's force_unlock_workers, and idle
 * workers are woken for them. Heartbeat rows silent past the grace are removed with them.
 */
export async function releaseDeadWorkers(deadAfterMs: number): Promise<LockHolder[]> {
  const db = getDb();
  const holders = (
    await db.execute<{ workerId: string; jobs: number; lockedForMs: number; silentMs: number | null }>(sql`
      select h.locked_by as "workerId", h.jobs, extract(epoch from now() - h.last_locked_at)::float8 * 1000 as "lockedForMs",
        (select extract(epoch from now() - max(b.beat_at))::float8 * 1000 from ${workerHeartbeats} b where h.locked_by = any(b.worker_ids)) as "silentMs"
      from (select locked_by, count(*)::int as jobs, max(locked_at) as last_locked_at from graphile_worker.jobs where locked_by is not null group by locked_by) h`)
  ).rows;
  const dead = deadHolders(holders, deadAfterMs);
  await db.transaction(async (tx) => {
    if (dead.length) {
      const ids = JSON.stringify(dead.map((d) => d.workerId));
      await tx.execute(sql`select graphile_worker.force_unlock_workers(array(select jsonb_array_elements_text(${ids}::jsonb)))`);
      // The released jobs are due already: wake idle workers now rather than at their next poll.
      await tx.execute(sql`select pg_notify('jobs:insert', json_build_object('count', ${dead.reduce((n, d) => n + d.jobs, 0)}::int)::text)`);
    }
    await tx.execute(sql`delete from ${workerHeartbeats} where ${workerHeartbeats.beatAt} < now() - make_interval(secs => ${deadAfterMs / 1000}::float8)`);
  });
  for (const d of dead) {
    log.warn("released the jobs of a dead worker", { workerId: d.workerId, jobs: d.jobs, silentSeconds: d.silentMs === null ? null : Math.round(d.silentMs / 1000), neverBeat: d.silentMs === null });
  }
  return dead;
}

/** Runs `fn` every `ms` (never two at once) until stopped; stop() waits for a run in progress. */
function every(ms: number, fn: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = fn().finally(schedule);
    }, ms);
    timer.unref(); // never what keeps a process alive
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
