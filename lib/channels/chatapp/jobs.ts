import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { runSandboxStatus } from "./sandbox-callbacks";
import { SANDBOX_STATUS_TASK, type SandboxStatusJob } from "./sandbox-provider";
import { runSandboxTemplateReview, SANDBOX_TEMPLATE_REVIEW_TASK } from "./sandbox-templates";

/** The chatapp sandbox's simulated platform: status callbacks and template reviews. */
export const chatappChannelJobs: AreaJobs = {
  name: "chatapp sandbox",
  tasks: {
    [SANDBOX_STATUS_TASK]: async (payload) => {
      await runSandboxStatus(payload as SandboxStatusJob);
    },
    [SANDBOX_TEMPLATE_REVIEW_TASK]: async (payload) => {
      await runSandboxTemplateReview(payload as { id: string });
    },
  },
};
