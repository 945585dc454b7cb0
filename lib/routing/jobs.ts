import "server-only";
import { and, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { channelConnections } from "@/db/schema";
import { systemCtx } from "@/lib/domain/context";
import type { EventSubscriber } from "@/lib/events/types";
import { minuteSweep } from "@/lib/jobs/minute-sweep";
import type { AreaJobs } from "@/lib/jobs/types";
import { requestRouting, ROUTE_TASK } from "./request-routing";
import { routeWaiting } from "./route-waiting";

export const ROUTING_SWEEP_TASK = "routing:sweep";

const AUTO = sql`${channelConnections.settings} -> 'assignment' ->> 'mode' in ('round_robin', 'capacity')`;

/** Companies with at least one inbox that assigns on its own (of `among`, when given). */
async function autoCompanies(among?: string[]): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ companyId: channelConnections.companyId })
    .from(channelConnections)
    .where(and(AUTO, isNull(channelConnections.deletedAt), among ? inArray(channelConnections.companyId, among) : undefined));
  return rows.map((r) => r.companyId);
}

/** What may put a conversation in the queue or free an agent: a customer wrote, a conversation (re)opened or ended. */
const ROUTING_EVENTS = new Set(["message.received", "conversation.opened", "conversation.closed"]);

/** Asks for a run in each company that has automatic inboxes, in the dispatcher's transaction. */
export const routingSubscriber: EventSubscriber = {
  name: "routing",
  async handle(tx, events) {
    const companies = [...new Set(events.filter((e) => ROUTING_EVENTS.has(e.event)).map((e) => e.companyId))];
    if (!companies.length) return;
    const auto = await tx
      .selectDistinct({ companyId: channelConnections.companyId })
      .from(channelConnections)
      .where(and(AUTO, isNull(channelConnections.deletedAt), inArray(channelConnections.companyId, companies)));
    for (const { companyId } of auto) await requestRouting(tx, companyId);
  },
};

/**
 * Routing: a run per company when asked (a customer wrote, an agent came online, a team
 * gained a member), and a sweep every minute that catches what no ask covers: agents who went
 * offline (their conversations go back where the inbox says so) and conversations left waiting.
 */
export const routingJobs: AreaJobs = {
  name: "routing",
  tasks: {
    [ROUTE_TASK]: async (payload) => {
      const { companyId } = payload as { companyId: string };
      const { more } = await routeWaiting({ ctx: systemCtx(companyId, "Auto-assignment") });
      if (more) await requestRouting(undefined, companyId);
    },
    [ROUTING_SWEEP_TASK]: async () => {
      for (const companyId of await autoCompanies()) await routeWaiting({ ctx: systemCtx(companyId, "Auto-assignment") });
    },
  },
  crontab: [minuteSweep(ROUTING_SWEEP_TASK)],
  subscribers: [routingSubscriber],
};
