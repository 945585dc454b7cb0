import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { startWorkflowEngine } from "./engine/loop";
import { workflowReplySubscriber } from "./engine/replies";
import { workflowTriggerSubscriber } from "./engine/start-runs";

/** Workflows: runs start from the outbox (and replies wake waits), one engine loop per worker process runs them. */
export const workflowsJobs: AreaJobs = {
  name: "workflows",
  listeners: [startWorkflowEngine],
  subscribers: [workflowTriggerSubscriber, workflowReplySubscriber],
};
