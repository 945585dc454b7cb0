import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { campaigns, templates, workflows } from "@/db/schema";
import { systemCtx } from "@/lib/domain/context";
import { createWorkflow } from "@/lib/workflows/crud";
import { publishWorkflow } from "@/lib/workflows/publish";
import { createWorkflowInput } from "@/lib/workflows/schemas";
import { rnd } from "./demo-contacts";

const CAMPAIGN_ID = "cmp_demo_1";
const NEWSLETTER_TAG = "tag_demo_3";

/**
 * A finished campaign of the approved marketing template to the Newsletter tag, sent twelve
 * days ago. Every recipient that was sent has its template message (in a conversation of its
 * own, closed since), its recipient row points at that message, and the recipient status is
 * the message's (REPLIED ones also have the customer's reply), so the campaign's counts, the
 * inbox and the analytics tell the same story. Made once; skipped when the campaign exists.
 */
export async function seedCampaign(db: Db, companyId: string, createdById: string) {
  const [existing] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, CAMPAIGN_ID));
  if (existing) return;
  const [tpl] = await db.select().from(templates).where(and(eq(templates.companyId, companyId), eq(templates.name, "weekend_offer"), eq(templates.status, "APPROVED")));
  if (!tpl) return; // the sandbox refused it: no campaign could have been sent
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into campaigns (id, company_id, name, template_id, audience, status, messages_per_second, audience_size, excluded_opted_out,
        started_at, finished_at, created_by_id, created_at, updated_at)
      select ${CAMPAIGN_ID}, ${companyId}, 'Weekend oud offer', ${tpl.id}, ${JSON.stringify({ type: "TAGS", tagIds: [NEWSLETTER_TAG] })}::jsonb, 'COMPLETED', 10,
        count(*) filter (where c.marketing_consent = 'OPTED_IN'), count(*) filter (where c.marketing_consent = 'OPTED_OUT'),
        now() - interval '12 days', now() - interval '12 days' + interval '3 minutes', ${createdById}, now() - interval '13 days', now() - interval '12 days'
      from contact_tags t join contacts c on c.id = t.contact_id where t.company_id = ${companyId} and t.tag_id = ${NEWSLETTER_TAG} and c.created_at < now() - interval '12 days'`);
    // Outcome per recipient, from a stable hash: a few failed, most delivered or read, some replied.
    await tx.execute(sql`
      create temporary table demo_recipients on commit drop as
      select c.id as contact_id, c.phone, row_number() over (order by c.id) as n,
        case when c.phone like '%9' and ${rnd("c.id", "fail")} < 0.5 then 'FAILED'
             when ${rnd("c.id", "out")} < 0.18 then 'REPLIED' when ${rnd("c.id", "out")} < 0.62 then 'READ'
             when ${rnd("c.id", "out")} < 0.92 then 'DELIVERED' else 'SENT' end as status,
        now() - interval '12 days' + interval '1 second' * (row_number() over (order by c.id)) / 10.0 as sent_at
      from contact_tags t join contacts c on c.id = t.contact_id
      where t.company_id = ${companyId} and t.tag_id = ${NEWSLETTER_TAG} and c.marketing_consent = 'OPTED_IN' and c.created_at < now() - interval '12 days'`);
    await tx.execute(sql`
      insert into conversations (id, company_id, contact_id, channel, inbox_id, status, created_at, updated_at, closed_at,
        last_message_at, last_message_preview, last_message_direction, last_inbound_at)
      select 'cvc_demo_' || r.n, ${companyId}, r.contact_id, 'CHATAPP', (select id from channel_connections i where i.company_id = ${companyId} and i.channel = 'CHATAPP' and i.is_default), 'CLOSED', r.sent_at, r.sent_at + interval '2 days', r.sent_at + interval '2 days',
        r.sent_at + case when r.status = 'REPLIED' then interval '25 minutes' else interval '0' end,
        case when r.status = 'REPLIED' then 'Is it valid on the 200 ml set too?' else 'This weekend only: 20% off all oud gift sets in store and online. Reply STOP to opt out.' end,
        (case when r.status = 'REPLIED' then 'inbound' else 'outbound' end)::message_direction,
        case when r.status = 'REPLIED' then r.sent_at + interval '25 minutes' end
      from demo_recipients r`);
    await tx.execute(sql`
      insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status, platform_message_id,
        error, template_name, template_language, sent_at, delivered_at, read_at, failed_at, created_at)
      select 'msg_demo_c' || r.n, ${companyId}, 'cvc_demo_' || r.n, r.contact_id, 'CHATAPP', 'outbound', 'template',
        'This weekend only: 20% off all oud gift sets in store and online. Reply STOP to opt out.',
        jsonb_build_object('template', jsonb_build_object('name', 'weekend_offer', 'language', jsonb_build_object('code', 'en_US'))),
        (case r.status when 'FAILED' then 'failed' when 'SENT' then 'sent' when 'DELIVERED' then 'delivered' else 'read' end)::message_status,
        'wamid.demo' || md5('c' || r.n),
        case when r.status = 'FAILED' then '{"code": 131026, "title": "Message undeliverable", "message": "Message undeliverable"}'::jsonb end,
        'weekend_offer', 'en_US',
        case when r.status <> 'FAILED' then r.sent_at end,
        case when r.status in ('DELIVERED', 'READ', 'REPLIED') then r.sent_at + interval '3 seconds' end,
        case when r.status in ('READ', 'REPLIED') then r.sent_at + interval '10 minutes' end,
        case when r.status = 'FAILED' then r.sent_at + interval '2 seconds' end, r.sent_at
      from demo_recipients r`);
    await tx.execute(sql`
      insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status, platform_message_id, created_at)
      select 'msg_demo_r' || r.n, ${companyId}, 'cvc_demo_' || r.n, r.contact_id, 'CHATAPP', 'inbound', 'text', 'Is it valid on the 200 ml set too?',
        '{"text": {"body": "Is it valid on the 200 ml set too?"}}'::jsonb, 'received', 'wamid.demo' || md5('r' || r.n), r.sent_at + interval '25 minutes'
      from demo_recipients r where r.status = 'REPLIED'`);
    await tx.execute(sql`
      insert into campaign_recipients (id, company_id, campaign_id, contact_id, phone, status, attempts, message_id, platform_message_id,
        failure_category, failure_code, failure_message, sent_at, delivered_at, read_at, replied_at, failed_at, created_at)
      select 'cr_demo_' || r.n, ${companyId}, ${CAMPAIGN_ID}, r.contact_id, r.phone, r.status::campaign_recipient_status, 1, m.id, m.platform_message_id,
        case when r.status = 'FAILED' then 'INVALID_NUMBER'::failure_category end,
        case when r.status = 'FAILED' then '131026' end, case when r.status = 'FAILED' then 'Message undeliverable' end,
        m.sent_at, m.delivered_at, m.read_at, case when r.status = 'REPLIED' then r.sent_at + interval '25 minutes' end, m.failed_at, r.sent_at - interval '1 minute'
      from demo_recipients r join messages m on m.id = 'msg_demo_c' || r.n`);
  });
}

const WORKFLOW_NAME = "Welcome new contacts";

/**
 * A workflow made and published through the product's verbs (so its version and validation
 * are the real ones), then runs for the contacts created since it was published, each with
 * the three steps the engine records (trigger, add-tag, end); the tag the runs added is on
 * those contacts. The workflow is made when none of that name exists; its runs (fixed ids)
 * are topped up either way.
 */
export async function seedWorkflow(db: Db, companyId: string) {
  const [existing] = await db.select({ id: workflows.id }).from(workflows).where(and(eq(workflows.companyId, companyId), eq(workflows.name, WORKFLOW_NAME)));
  const wfId = existing?.id ?? (await createAndPublish(db, companyId));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into workflow_runs (id, company_id, workflow_id, version_id, event_id, event, event_payload, contact_id, exclusive_key, status,
        current_node_id, outputs, step_count, attempt, priority, started_at, finished_at)
      select 'wfr_demo_' || c.id, ${companyId}, w.id, w.published_version_id, 'evt_' || md5('wf' || c.id), 'contact.created',
        jsonb_build_object('contact', jsonb_build_object('id', c.id, 'name', c.name, 'phone', c.phone)), c.id, c.id, 'COMPLETED',
        'end', jsonb_build_object('trigger', jsonb_build_object('contactId', c.id), 'tag', jsonb_build_object('tagId', ${NEWSLETTER_TAG}::text, 'action', 'add')),
        3, 0, 1, c.created_at + interval '2 seconds', c.created_at + interval '3 seconds'
      from contacts c join workflows w on w.id = ${wfId}
      where c.company_id = ${companyId} and c.id like 'ct_demo_%' and c.created_at > w.published_at
      on conflict do nothing`);
    await tx.execute(sql`
      insert into workflow_steps (id, company_id, run_id, seq, node_id, node_type, status, input, output, handle, attempts, started_at, finished_at)
      select 'wfs_demo_' || r.contact_id || '_' || s.seq, ${companyId}, r.id, s.seq, s.node, s.node_type, 'SUCCEEDED', s.input, s.output, s.handle, 1,
        r.started_at + interval '200 milliseconds' * s.seq, r.started_at + interval '200 milliseconds' * s.seq + interval '40 milliseconds'
      from workflow_runs r
      cross join lateral (values
        (1, 'trigger', 'trigger', jsonb_build_object('event', r.event, 'eventId', r.event_id), jsonb_build_object('contactId', r.contact_id), 'next'),
        (2, 'tag', 'add-tag', null::jsonb, jsonb_build_object('tagId', ${NEWSLETTER_TAG}::text, 'action', 'add'), 'next'),
        (3, 'end', 'end', null::jsonb, null::jsonb, 'end')) s(seq, node, node_type, input, output, handle)
      where r.workflow_id = ${wfId} and r.id like 'wfr_demo_%'
      on conflict do nothing`);
    await tx.execute(sql`
      insert into contact_tags (contact_id, tag_id, company_id, created_at)
      select contact_id, ${NEWSLETTER_TAG}, company_id, finished_at from workflow_runs where workflow_id = ${wfId} and id like 'wfr_demo_%'
      on conflict do nothing`);
  });
}

/** Made and published through the verbs, then dated back so the seeded runs fall after publishing. */
async function createAndPublish(db: Db, companyId: string): Promise<string> {
  const ctx = systemCtx(companyId, "demo seed");
  const input = createWorkflowInput.parse({
    name: WORKFLOW_NAME,
    description: "Tags every new contact for the newsletter",
    triggerEvent: "contact.created",
    nodes: [
      { id: "trigger", type: "trigger", position: { x: 0, y: 0 }, config: { filters: [] } },
      { id: "tag", type: "add-tag", position: { x: 0, y: 140 }, config: { tagId: NEWSLETTER_TAG } },
      { id: "end", type: "end", position: { x: 0, y: 280 }, config: {} },
    ],
    edges: [
      { id: "e1", source: "trigger", target: "tag" },
      { id: "e2", source: "tag", target: "end" },
    ],
  });
  const wf = await createWorkflow({ ctx, input });
  await publishWorkflow({ ctx, id: wf.id });
  await db.execute(sql`update workflows set created_at = now() - interval '30 days', published_at = now() - interval '21 days', updated_at = now() - interval '21 days' where id = ${wf.id}`);
  await db.execute(sql`update workflow_versions set created_at = now() - interval '21 days' where workflow_id = ${wf.id}`);
  return wf.id;
}
