import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { GRAPH_SANDBOX_RECEIPT_TASK, receiptCallback, type SandboxReceipt } from "./graph/sandbox";
import { allPlugins } from "./registry";
import { processCallbackBody } from "./webhook";
import { fetchCustomerProfile, FETCH_PROFILE_TASK, type FetchProfileJob } from "./fetch-profile";

/** The channel layer's jobs: the receipts a simulated platform posts after a send, new customers' profiles, and each channel's own. */
export const channelLayerJobs: AreaJobs = {
  name: "channel layer",
  tasks: {
    [GRAPH_SANDBOX_RECEIPT_TASK]: async (payload) => {
      const r = payload as SandboxReceipt;
      await processCallbackBody(r.channel, receiptCallback(r));
    },
    [FETCH_PROFILE_TASK]: async (payload) => {
      await fetchCustomerProfile(payload as FetchProfileJob);
    },
    // Each channel's own jobs (botchat answers tapped buttons).
    ...Object.fromEntries(
      allPlugins().flatMap((p) => Object.entries(p.tasks ?? {}).map(([name, run]) => [name, (payload: unknown) => run(payload, { processCallbackBody: (body) => processCallbackBody(p.type, body) })])),
    ),
  },
};
