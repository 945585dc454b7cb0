import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { startScheduledEngine } from "./engine/loop";

/** Scheduled messages: one engine loop per worker process claims due messages and sends them. */
export const scheduledJobs: AreaJobs = {
  name: "scheduled",
  listeners: [startScheduledEngine],
};
