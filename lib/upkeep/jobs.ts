import "server-only";
import { minuteSweep } from "@/lib/jobs/minute-sweep";
import type { AreaJobs } from "@/lib/jobs/types";
import { analyzeStaleTables } from "./analyze";

export const ANALYZE_TASK = "upkeep:analyze";

/** Database upkeep the server may leave undone: planner statistics (analyze.ts), once a minute. */
export const upkeepJobs: AreaJobs = {
  name: "upkeep",
  tasks: {
    [ANALYZE_TASK]: async () => {
      await analyzeStaleTables();
    },
  },
  crontab: [minuteSweep(ANALYZE_TASK)],
};
