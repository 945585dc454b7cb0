import "server-only";
import { Logger, run, type Runner, type TaskList } from "graphile-worker";
import { getPool } from "@/db/client";
import { log } from "@/lib/log";
import { allowedTargets } from "@/lib/net/public-address";
import type { AreaJobs } from "./types";

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
  const concurrency = Number(process.env.WORKER_CONCURRENCY ?? 5);
  const runner = await run({
    pgPool: getPool(),
    taskList: taskList(areas),
    crontab: areas.flatMap((a) => a.crontab ?? []).join("\n"),
    concurrency,
    noHandleSignals: true, // the process owner (web server or worker script) shuts us down
    pollInterval: 2000,
    logger: workerLogger,
  });
  const listeners = await Promise.all(areas.flatMap((a) => a.listeners ?? []).map((start) => start()));
  allowedTargets(); // worker processes send webhooks: log their SSRF allow-list at start too
  log.info("workers started", { concurrency, areas: areas.map((a) => a.name) });
  return {
    promise: runner.promise,
    async stop() {
      for (const l of listeners) await l.stop();
      await runner.stop();
    },
  };
}
