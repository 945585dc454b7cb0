import "server-only";
import { EventEmitter } from "node:events";
import { Logger, run, type Runner, type TaskList, type WorkerEvents } from "graphile-worker";
import { getPool } from "@/db/client";
import { log } from "@/lib/log";
import { allowedTargets } from "@/lib/net/public-address";
import { startHeartbeat } from "./heartbeat";
import type { AreaJobs } from "./types";
import { env } from "@/lib/config/env";

const workerLogger = new Logger((scope) => (level, message, meta) => {
  const fields = { scope: scope.label, workerId: scope.workerId, taskIdentifier: scope.taskIdentifier, jobId: scope.jobId, ...(meta as object) };
  if (level === "error") log.error(message, fields);
  else if (level === "warning") log.warn(message, fields);
  else log.debug(message, fields);
});

/** Every area's tasks in one list; a task name declared twice is a programming error. */
export function taskList(areas: AreaJobs[]): TaskList {
  const tasks: TaskList = {};
  for (const area of areas) {
    for (const [name, task] of Object.entries(area.tasks ?? {})) {
      if (tasks[name]) throw new Error(`task ${name} is declared twice (again by ${area.name})`);
      tasks[name] = task;
    }
  }
  return tasks;
}

/**
 * Starts graphile-worker on this process with the areas' tasks, schedules and listeners.
 * Several processes may run it against one database; jobs are claimed with SKIP LOCKED and
 * picked up at once through LISTEN/NOTIFY.
 */
export async function startWorkers(areas: AreaJobs[]): Promise<Pick<Runner, "stop" | "promise">> {
  const concurrency = env().WORKER_CONCURRENCY;
  // graphile-worker 0.17 locks jobs under its pool's id (locked_by); its workers have ids of
  // their own. The heartbeat names them all so the sweeper knows whose locks are whose.
  const workerIds = new Set<string>();
  const events = new EventEmitter() as WorkerEvents;
  events.on("pool:create", ({ workerPool }) => workerIds.add(workerPool.id));
  events.on("worker:create", ({ worker }) => workerIds.add(worker.workerId));
  const runner = await run({
    pgPool: getPool(),
    taskList: taskList(areas),
    crontab: areas.flatMap((a) => a.crontab ?? []).join("\n"),
    concurrency,
    noHandleSignals: true, // the process owner (web server or worker script) shuts us down
    pollInterval: 2000,
    logger: workerLogger,
    events,
  });
  const heartbeat = await startHeartbeat(() => [...workerIds]);
  const listeners = await Promise.all(areas.flatMap((a) => a.listeners ?? []).map((start) => start()));
  allowedTargets(); // worker processes send webhooks: log their SSRF allow-list at start too
  log.info("workers started", { concurrency, areas: areas.map((a) => a.name) });
  return {
    promise: runner.promise,
    async stop() {
      for (const l of listeners) await l.stop();
      try {
        await runner.stop();
      } finally {
        await heartbeat.stop();
      }
    },
  };
}
