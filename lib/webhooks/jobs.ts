import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { deliverBatch } from "./deliver";
import { DELIVER_TASK, webhookSubscriber } from "./subscriber";

/** Webhooks: a delivery row per matching event (the subscriber), sent by the deliver task. */
export const webhooksJobs: AreaJobs = {
  name: "webhooks",
  tasks: {
    [DELIVER_TASK]: async (payload) => {
      await deliverBatch((payload as { ids: string[] }).ids);
    },
  },
  subscribers: [webhookSubscriber],
};
