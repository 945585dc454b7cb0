import { decimal, flag, whole } from "./kinds";
import { group, setting } from "./setting";

export const processVars = group("Processes and workers", {
  WORKERS: setting(flag().default(true), "`off`: the web process runs no job workers (use `npm run worker`)"),
  WORKER_CONCURRENCY: setting(whole(1).default(5), "jobs run at once per worker process"),
  WEB_CONCURRENCY: setting(whole(1).default(1), "web processes `npm start` runs on the one port (Node's cluster); only the first runs job workers"),
  WEB_PROCESS_SLOT: setting(whole(0).optional("set by `npm start`"), "which of `npm start`'s web processes this is (the cluster sets it; log lines then carry the process id)"),
  KEEP_ALIVE_TIMEOUT_MS: setting(whole(0).default(65_000), "how long `npm start` keeps an idle connection open, longer than clients and load balancers keep theirs (`--keepAliveTimeout`)"),
  WORKER_HEARTBEAT_SECONDS: setting(decimal({ above: 0 }).default(10), "how often each worker process records that it is alive (`worker_heartbeats`)"),
  WORKER_DEAD_AFTER_SECONDS: setting(
    decimal({ above: 0 }).default(60),
    "a worker process silent this long is taken for dead and its locked jobs are released to run again (at least twice the heartbeat)",
  ),
  WORKER_SWEEP_SECONDS: setting(decimal({ above: 0 }).default(15), "how often each worker process looks for dead workers' locked jobs"),
});
