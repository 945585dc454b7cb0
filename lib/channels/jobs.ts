import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { GRAPH_SANDBOX_RECEIPT_TASK, receiptCallback, type SandboxReceipt } from "./graph/sandbox";
import { processCallbackBody } from "./webhook";

/** The channel layer's sandboxes: the receipts a simulated platform posts after a send. */
export const channelLayerJobs: AreaJobs = {
  name: "channel sandboxes",
  tasks: {
    [GRAPH_SANDBOX_RECEIPT_TASK]: async (payload) => {
      const r = payload as SandboxReceipt;
      await processCallbackBody(r.channel, receiptCallback(r));
    },
  },
};
