import "server-only";
import { sql } from "drizzle-orm";
import { afterCommit, getPool, type Tx } from "@/db/client";
import type { OutboxEvent } from "@/db/schema";
import { pgArray } from "@/db/sql";
import type { EventSubscriber } from "@/lib/events/types";
import { newId } from "@/lib/ids";
import { WEB_EVENT_PREFIX } from "../trigger-event";
import { compiledVersion } from "./compiled";
import { RUNS_CHANNEL } from "./claim";
import { compare, contactIdOf, getPath } from "./values";
import type { FILTER_OPERATORS } from "../nodes/definitions";

type Published = { workflow_id: string; company_id: string; version_id: string; trigger_event: string; allow_reentry: boolean };

/** The trigger name an event answers to besides its own: a website event's `web_event:<name>`. */
function triggerNames(e: OutboxEvent): string[] {
  const name = e.event === "web_event.received" ? (e.payload as { eventName?: unknown }).eventName : null;
  return typeof name === "string" && name ? [e.event, `${WEB_EVENT_PREFIX}${name}`] : [e.event];
}

/**
 * Starts runs from a batch of outbox events, in the dispatcher's transaction: one run per
 * published workflow whose trigger (and the trigger node's filters) matches, written with one
 * statement. `(workflow, event)` is unique, so an event handed over twice starts one run; the
 * exclusive key (the contact, unless the workflow allows re-entry) is unique among active runs,
 * so a contact already in a run of the workflow is not entered again. Both conflicts are
 * skipped by `on conflict do nothing`.
 */
export const workflowTriggerSubscriber: EventSubscriber = {
  name: "workflows",
  async handle(tx, events) {
    const companies = [...new Set(events.map((e) => e.companyId))];
    const names = [...new Set(events.flatMap(triggerNames))];
    const { rows: published } = await tx.execute<Published>(sql`
      select w.id as workflow_id, w.company_id, v.id as version_id, v.trigger_event, v.allow_reentry
      from workflows w join workflow_versions v on v.id = w.published_version_id
      where w.status = 'PUBLISHED' and w.company_id = any(${pgArray(companies)}::text[]) and v.trigger_event = any(${pgArray(names)}::text[])`);
    if (!published.length) return;
    const runs: Record<string, unknown>[] = [];
    for (const e of events) {
      const answers = triggerNames(e);
      for (const w of published) {
        if (w.company_id !== e.companyId || !answers.includes(w.trigger_event)) continue;
        const version = await compiledVersion(w.version_id);
        if (!version) continue;
        const payload = e.payload as Record<string, unknown>;
        const passes = version.triggerConfig.filters.every((f) => compare(f.operator as (typeof FILTER_OPERATORS)[number], getPath(payload, f.path), f.value));
        if (!passes) continue;
        const contactId = contactIdOf(payload);
        runs.push({
          id: newId("wfr"),
          company_id: e.companyId,
          workflow_id: w.workflow_id,
          version_id: w.version_id,
          event_id: e.eventId,
          event: e.event,
          event_payload: payload,
          contact_id: contactId,
          exclusive_key: w.allow_reentry ? null : contactId,
          current_node_id: version.triggerId,
        });
      }
    }
    await insertRuns(tx, runs);
  },
};

async function insertRuns(tx: Tx, runs: Record<string, unknown>[]) {
  if (!runs.length) return;
  // A contact the event names but that is gone (deleted in the meantime) runs without one.
  await tx.execute(sql`
    insert into workflow_runs (id, company_id, workflow_id, version_id, event_id, event, event_payload, contact_id, exclusive_key, current_node_id, wake_at, priority)
    select r.id, r.company_id, r.workflow_id, r.version_id, r.event_id, r.event, r.event_payload,
           c.id, case when r.exclusive_key is null then null else coalesce(c.id, r.exclusive_key) end, r.current_node_id, now(), 1
    from jsonb_to_recordset(${JSON.stringify(runs)}::jsonb)
      as r(id text, company_id text, workflow_id text, version_id text, event_id text, event text, event_payload jsonb, contact_id text, exclusive_key text, current_node_id text)
    left join contacts c on c.id = r.contact_id and c.company_id = r.company_id
    on conflict do nothing`);
  afterCommit(tx, notifyRuns);
}

/** NOTIFY after the commit, outside it (as the outbox's wake-up): only a hint, the loops also look on their own. */
export function notifyRuns() {
  getPool()
    .query("select set_config('synchronous_commit', 'off', true), pg_notify($1, '')", [RUNS_CHANNEL])
    .catch(() => undefined);
}
