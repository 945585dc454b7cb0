import "server-only";
import { sql } from "drizzle-orm";
import { afterCommit } from "@/db/client";
import type { EventSubscriber } from "@/lib/events/types";
import { getPath } from "./values";
import { notifyRuns } from "./start-runs";

/**
 * Wakes the runs waiting for a reply from the contacts who just wrote, on any channel: the
 * wait leaves by `replied` with the message as its output. Only WAITING runs are taken: a run
 * whose timeout was already claimed has become RUNNING and goes on by `timeout`.
 */
export const workflowReplySubscriber: EventSubscriber = {
  name: "workflow-replies",
  async handle(tx, events) {
    const replies = events.flatMap((e) => {
      if (e.event !== "message.received") return [];
      const contactId = getPath(e.payload, "contact.id");
      if (typeof contactId !== "string") return [];
      const message = (getPath(e.payload, "message") ?? {}) as Record<string, unknown>;
      return [{ company_id: e.companyId, contact_id: contactId, reply: { messageId: message.id ?? null, type: message.type ?? null, text: message.text ?? null, channel: getPath(e.payload, "channel") ?? null } }];
    });
    if (!replies.length) return;
    const { rows } = await tx.execute(sql`
      with input as (
        select distinct on (company_id, contact_id) * from jsonb_to_recordset(${JSON.stringify(replies)}::jsonb) as x(company_id text, contact_id text, reply jsonb)
      )
      update workflow_runs r set
        status = 'RUNNING', resume_handle = 'replied', wake_at = now(), priority = 0,
        outputs = r.outputs || jsonb_build_object(r.current_node_id, jsonb_build_object('reply', i.reply))
      from input i
      where r.status = 'WAITING' and r.company_id = i.company_id and r.contact_id = i.contact_id
      returning r.id`);
    if (rows.length) afterCommit(tx, notifyRuns);
  },
};
