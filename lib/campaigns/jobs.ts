import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { startCampaignSender } from "./engine/sender";

/** Campaigns: one sender loop per worker process (engine/sender.ts); it also starts scheduled campaigns and reclaims expired leases. */
export const campaignsJobs: AreaJobs = {
  name: "campaigns",
  listeners: [startCampaignSender],
};
