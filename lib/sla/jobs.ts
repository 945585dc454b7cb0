import "server-only";
import { env } from "@/lib/config/env";
import { startLoop } from "@/lib/jobs/loop";
import type { AreaJobs } from "@/lib/jobs/types";
import { sweepSla } from "./sweep";

export const SLA_SWEEP_CHANNEL = "sla_sweep";

/**
 * The SLA sweep, every SLA_SWEEP_SECONDS in each worker process. A loop rather than a
 * graphile-worker cron line: cron's minute is too coarse for a clock promised in minutes, and
 * the sweep keeps its state in the tables (dirty rows, marks set once), so a process dying
 * mid-pass loses nothing and two processes sweeping at once repeat nothing.
 */
export const slaJobs: AreaJobs = {
  name: "sla",
  listeners: [
    () =>
      startLoop({
        name: "SLA sweep",
        channel: SLA_SWEEP_CHANNEL,
        retryMs: 5_000,
        turn: async () => {
          await sweepSla();
          return env().SLA_SWEEP_SECONDS * 1000;
        },
      }),
  ],
};
