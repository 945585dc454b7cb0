import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { wakeSnoozed, WAKE_SNOOZED_TASK, type WakeJob } from "./snooze";

/** Snooze: one durable wake-up job per snoozed conversation, keyed by it. */
export const snoozeJobs: AreaJobs = {
  name: "snooze",
  tasks: {
    [WAKE_SNOOZED_TASK]: async (payload) => {
      await wakeSnoozed(payload as WakeJob);
    },
  },
};
