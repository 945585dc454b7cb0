import "server-only";
import { analyticsJobs } from "@/lib/analytics/jobs";
import { routingJobs } from "@/lib/routing/jobs";
import { auditJobs } from "@/lib/audit/jobs";
import { campaignsJobs } from "@/lib/campaigns/jobs";
import { chatappChannelJobs } from "@/lib/channels/chatapp/jobs";
import { channelLayerJobs } from "@/lib/channels/jobs";
import { eventsJobs } from "@/lib/events/jobs";
import type { AreaJobs } from "@/lib/jobs/types";
import { chatappMessagingJobs } from "@/lib/channels/chatapp/messaging/jobs";
import { webhooksJobs } from "@/lib/webhooks/jobs";
import { workflowsJobs } from "@/lib/workflows/jobs";
import { scheduledJobs } from "@/lib/scheduled/jobs";
import { ecommerceJobs } from "@/lib/ecommerce/jobs";
import { upkeepJobs } from "@/lib/upkeep/jobs";
import { slaJobs } from "@/lib/sla/jobs";
import { csatJobs } from "@/lib/csat/jobs";
import { businessHoursJobs } from "@/lib/business-hours/jobs";
import { snoozeJobs } from "@/lib/snooze/jobs";

/**
 * The one list of areas with background work: the composition root of the worker processes.
 * A new area adds its `jobs.ts` here; the jobs module itself knows no area.
 */
const AREAS: AreaJobs[] = [webhooksJobs, chatappChannelJobs, channelLayerJobs, chatappMessagingJobs, campaignsJobs, workflowsJobs, scheduledJobs, analyticsJobs, ecommerceJobs, upkeepJobs, auditJobs, routingJobs, slaJobs, csatJobs, businessHoursJobs, snoozeJobs];

export function areaJobs(): AreaJobs[] {
  return [...AREAS, eventsJobs(AREAS.flatMap((a) => a.subscribers ?? []))];
}
