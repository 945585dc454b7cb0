import { Logger, run, type Runner } from "graphile-worker";
import { getPool } from "@/db/client";
import { log } from "@/lib/log";
import { startInboxListener } from "@/lib/messaging/chatapp/inbound/inbox";
import { startDispatchListener } from "@/lib/events/dispatch-listener";
import { allowedTargets } from "@/lib/net/public-address";
import { CRONTAB, TASKS } from "./tasks";

const workerLogger = new Logger((scope) => (level, message, meta) => {
  const fields = { scope: scope.label, workerId: scope.workerId, taskIdentifier: scope.taskIdentifier, jobId: scope.jobId, ...(meta as object) };
  if (level === "error") log.error(message, fields);
  else if (level === "warning") log.warn(message, fields);
  else log.debug(message, fields);
});

/**
 * Starts graphile-worker on this process. Several processes may run it against one database;
 * jobs are claimed with SKIP LOCKED and picked up at once through LISTEN/NOTIFY.
 */
export async function startWorkers(): Promise<Pick<Runner, "stop" | "promise">> {
  const runner = await run({
    pgPool: getPool(),
    taskList: TASKS,
    crontab: CRONTAB,
    concurrency: Number(process.env.WORKER_CONCURRENCY ?? 5),
    noHandleSignals: true, // the process owner (web server or worker script) shuts us down
    pollInterval: 2000,
    logger: workerLogger,
  });
  const dispatcher = await startDispatchListener();
  const inbox = await startInboxListener();
  allowedTargets(); // worker processes send webhooks: log their SSRF allow-list at start too
  log.info("workers started", { concurrency: Number(process.env.WORKER_CONCURRENCY ?? 5) });
  return {
    promise: runner.promise,
    async stop() {
      await dispatcher.stop();
      await inbox.stop();
      await runner.stop();
    },
  };
}
