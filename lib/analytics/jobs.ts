import "server-only";
import { minuteSweep } from "@/lib/jobs/minute-sweep";
import type { AreaJobs } from "@/lib/jobs/types";
import { foldDirty } from "./fold";

export const ANALYTICS_FOLD_TASK = "analytics:fold";

/** Analytics: the rollups are folded from the triggers' stale ranges once a minute. */
export const analyticsJobs: AreaJobs = {
  name: "analytics",
  tasks: {
    [ANALYTICS_FOLD_TASK]: async () => {
      await foldDirty();
    },
  },
  crontab: [minuteSweep(ANALYTICS_FOLD_TASK)],
};
