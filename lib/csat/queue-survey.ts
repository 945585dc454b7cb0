import "server-only";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { inboxSetting } from "@/lib/inboxes/settings";
import { newId } from "@/lib/ids";
import { enqueue } from "@/lib/jobs/enqueue";
import { languageFor } from "./request";

export const SEND_SURVEY_TASK = "csat:send-survey";

export type QueueOutcome = "queued" | "off" | "no_customer_message" | "already_surveyed";

/**
 * In the resolving transaction: claims the conversation's one survey (the unique row) and
 * enqueues its send, so both commit with the resolve or neither does. Nothing when the inbox
 * has surveys off, when the customer never wrote in the conversation, or when it already has a
 * survey (a second resolve); a survey cancelled because the conversation was reopened before
 * it went is queued again, crediting whoever resolves now.
 */
export async function queueCsatSurvey(tctx: TxCtx, conversationId: string): Promise<QueueOutcome> {
  const { rows } = await tctx.tx.execute<{ inbox_id: string; contact_id: string; channel: string; agent_id: string | null; team_id: string | null; settings: Record<string, unknown>; last_text: string | null; wrote: boolean; recipient: string | null }>(sql`
    select c.inbox_id, c.contact_id, c.channel, c.assigned_agent_id as agent_id, c.team_id, i.settings,
      m.text as last_text, (m.id is not null) as wrote,
      -- The customer as the channel's callbacks name them: the platform's id, else the phone (digits) a chatapp callback comes from.
      coalesce((select external_id from contact_channel_ids x where x.contact_id = c.contact_id and x.channel = c.channel limit 1), ct.phone) as recipient
    from conversations c
    join contacts ct on ct.id = c.contact_id
    join channel_connections i on i.id = c.inbox_id
    left join lateral (select id, text from messages where conversation_id = c.id and direction = 'inbound' order by created_at desc limit 1) m on true
    where c.id = ${conversationId} and ${companySql(tctx, "c")}`);
  const c = rows[0];
  if (!c) return "off";
  const settings = inboxSetting(c.settings, "csat");
  if (!settings?.enabled) return "off";
  if (!c.wrote) return "no_customer_message";
  const id = newId("csat");
  const { rows: claimed } = await tctx.tx.execute<{ id: string }>(sql`
    insert into csat_surveys (id, company_id, conversation_id, inbox_id, contact_id, channel, agent_id, team_id, token, language, message_id, recipient)
    values (${id}, ${tctx.companyId}, ${conversationId}, ${c.inbox_id}, ${c.contact_id}, ${c.channel}::channel, ${c.agent_id}, ${c.team_id},
      ${randomBytes(32).toString("base64url")}, ${languageFor(c.last_text, settings)}, ${newId("msg")}, ${c.recipient})
    on conflict (conversation_id) do update set status = 'queued', agent_id = excluded.agent_id, team_id = excluded.team_id,
      message_id = excluded.message_id, recipient = excluded.recipient, port_job = null, error = null, updated_at = now()
      where csat_surveys.status = 'cancelled'
    returning id`);
  if (!claimed.length) return "already_surveyed";
  await enqueue(tctx.tx, SEND_SURVEY_TASK, { companyId: tctx.companyId, surveyId: claimed[0].id }, { jobKey: `csat:${claimed[0].id}`, maxAttempts: 5 });
  return "queued";
}
