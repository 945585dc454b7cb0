import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pgArray } from "@/db/sql";
import { checkWrittenEvents, wakeDispatcher } from "@/lib/events/emit";
import { messageEventJsonSql } from "@/lib/events/payloads/message-sql";
import { EVENT_ID_SQL } from "@/lib/ids";
import { backoffSql } from "@/lib/jobs/backoff";
import type { ChatappProvider } from "@/lib/channels/chatapp/provider-types";
import { THROTTLE_BACKOFF, THROTTLE_MAX_LEVEL } from "./pace";
import type { SettleItem } from "./types";

/**
 * The outcomes of many sends (of any campaigns and companies) in one transaction and one
 * statement: the recipient first, guarded by its claim (still CLAIMED with this message id, or
 * already moved on by a status callback), then, for the recipients it moved, the message row,
 * the MESSAGE_SENT timeline entries and the events (message.sent; a failure's
 * message.status_updated and chatapp.message.status_changed). Cross-company infrastructure,
 * like webhook delivery batches: each row carries its own company id and is matched on it.
 */
export async function settleSends(items: SettleItem[]): Promise<void> {
  if (!items.length) return;
  const input = items.map((s) => {
    const o = s.outcome;
    return {
      rid: s.recipientId,
      company_id: s.companyId,
      campaign_id: s.campaignId,
      contact_id: s.contactId,
      contact_name: s.contactName,
      conversation_id: s.conversationId,
      mid: s.messageId,
      phone: s.phone,
      text: s.text,
      content: s.content,
      outcome: o.kind,
      pid: o.kind === "sent" ? o.platformMessageId : null,
      category: o.kind === "failed" || o.kind === "retry" ? o.category : null,
      code: o.kind === "failed" || o.kind === "retry" ? o.code : null,
      message: o.kind === "failed" || o.kind === "retry" ? o.message.slice(0, 1000) : null,
      error: o.kind === "failed" || o.kind === "retry" ? o.error : null,
      retry_at: o.kind === "retry" ? o.retryAt!.toISOString() : null,
    };
  });
  const throttled = [...new Set(items.filter((s) => s.outcome.kind === "requeue").map((s) => s.companyId))];
  const flowing = [...new Set(items.filter((s) => s.outcome.kind === "sent").map((s) => s.companyId))];

  await getDb().transaction(async (tx) => {
    // No wait for the WAL flush: an outcome lost in a crash leaves its recipient CLAIMED, and
    // reclaim settles it from the platform's callbacks (reclaim.ts), so durability is not needed here.
    await tx.execute(sql`select set_config('synchronous_commit', 'off', true)`);
    // Messages first, in id order, as the status callbacks take them (apply-status.ts): a
    // recipient is only written under its message's lock, so the two never deadlock.
    await tx.execute(sql`select 1 from messages where id = any(${pgArray(items.map((s) => s.messageId))}::text[]) order by id for update`);
    await tx.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(rid text, company_id text, campaign_id text, contact_id text, contact_name text,
          conversation_id text, mid text, phone text, text text, content jsonb, outcome text, pid text, category text, code text, message text, error jsonb, retry_at timestamptz)
      ),
      -- The sends this claim still owns: CLAIMED with this message id, or already moved on by a
      -- status callback (the platform's "sent" usually comes before the send's answer is recorded).
      rec as (
        select i.*, c.status as campaign_status,
               r.status = 'CLAIMED' or r.platform_message_id is null or r.sent_at is null or r.lease_until is not null as stale
        from input i
        join campaigns c on c.id = i.campaign_id and c.company_id = i.company_id
        join campaign_recipients r on r.id = i.rid and r.company_id = i.company_id and r.message_id = i.mid
        where r.status = 'CLAIMED' or (i.outcome = 'sent' and r.status in ('SENT', 'DELIVERED', 'READ', 'REPLIED'))
      ),
      -- Only rows with something to change are written: a recipient or message the callbacks
      -- already brought to SENT or beyond, with its platform id, is left as it is.
      recipient as (
        update campaign_recipients r set
          status = (case i.outcome when 'sent' then (case when r.status = 'CLAIMED' then 'SENT' else r.status::text end) when 'failed' then 'FAILED'
            -- Going back to the queue of a campaign that was cancelled or failed meanwhile: skipped.
            else (case when i.campaign_status in ('CANCELLED', 'FAILED') then 'SKIPPED' else 'PENDING' end) end)::campaign_recipient_status,
          lease_until = null,
          platform_message_id = coalesce(r.platform_message_id, i.pid),
          sent_at = case when i.outcome = 'sent' then coalesce(r.sent_at, now()) else r.sent_at end,
          failed_at = case when i.outcome = 'failed' then now() else r.failed_at end,
          failure_category = case when i.outcome in ('failed', 'retry') then i.category::failure_category else r.failure_category end,
          failure_code = case when i.outcome in ('failed', 'retry') then i.code else r.failure_code end,
          failure_message = case when i.outcome in ('failed', 'retry') then i.message else r.failure_message end,
          message_id = case when i.outcome = 'retry' then null else r.message_id end,
          next_attempt_at = case when i.outcome = 'retry' then i.retry_at else null end,
          attempts = case when i.outcome = 'requeue' then greatest(r.attempts - 1, 0) else r.attempts end
        from rec i
        where r.id = i.rid and r.company_id = i.company_id and i.stale
        returning r.id
      ),
      msg as (
        update messages m set
          platform_message_id = coalesce(m.platform_message_id, rec.pid),
          status = (case when rec.outcome = 'sent' then (case when m.status = 'queued' then 'sent' else m.status::text end) else 'failed' end)::message_status,
          sent_at = case when rec.outcome = 'sent' then coalesce(m.sent_at, now()) else m.sent_at end,
          failed_at = case when rec.outcome <> 'sent' then now() else m.failed_at end,
          error = case when rec.outcome <> 'sent' then rec.error else m.error end
        from rec where m.id = rec.mid and m.company_id = rec.company_id and rec.outcome <> 'requeue'
          and (rec.outcome <> 'sent' or m.status = 'queued' or m.platform_message_id is null or m.sent_at is null)
        returning m.id
      ),
      timeline as (
        insert into contact_activities (company_id, contact_id, type, data, actor_type, actor_id, actor_name)
        select company_id, contact_id, 'MESSAGE_SENT',
               jsonb_build_object('messageId', mid, 'conversationId', conversation_id, 'channel', 'chatapp', 'type', 'template', 'text', text, 'campaignId', campaign_id),
               'system', null, 'Campaign'
        from rec where outcome = 'sent'
      ),
      events as (
        insert into event_outbox (event_id, company_id, event, payload)
        select ${sql.raw(EVENT_ID_SQL)}, rec.company_id, e.name,
               ${messageEventJsonSql(
                 {
                   channel: "chatapp",
                   conversationId: sql`rec.conversation_id`,
                   contact: { id: sql`rec.contact_id`, name: sql`rec.contact_name`, phone: sql`rec.phone` },
                   message: {
                     id: sql`rec.mid`, direction: "outbound", type: sql`'template'::text`, text: sql`rec.text`,
                     status: sql`case when rec.outcome = 'sent' then 'sent' else 'failed' end`, platformMessageId: sql`rec.pid`, platformUserId: sql`rec.phone`,
                     content: sql`rec.content`, sentAt: sql`case when rec.outcome = 'sent' then now() end`, error: sql`case when rec.outcome = 'sent' then null else rec.error end`,
                   },
                 },
                 sql`jsonb_build_object('campaignId', rec.campaign_id)`,
               )}
        from rec cross join lateral (
          select unnest(case when rec.outcome = 'sent' then array['message.sent'] else array['message.status_updated', 'chatapp.message.status_changed'] end) as name
        ) e
        where rec.outcome <> 'requeue'
      )
      select count(*) from rec`);
    await checkWrittenEvents(tx);
    if (throttled.length) {
      // Each repeat doubles the number's wait (THROTTLE_BACKOFF): 1 s, 2 s, 4 s … at most a minute.
      await tx.execute(sql`
        insert into sending_backoffs (company_id, until, level)
        select id, now() + ${backoffSql(sql`1`, THROTTLE_BACKOFF)}, 1 from unnest(${pgArray(throttled)}::text[]) as id
        on conflict (company_id) do update set
          until = greatest(sending_backoffs.until, now() + ${backoffSql(sql`sending_backoffs.level + 1`, THROTTLE_BACKOFF)}),
          level = least(sending_backoffs.level + 1, ${THROTTLE_MAX_LEVEL}), updated_at = now()`);
    }
    if (flowing.length) {
      await tx.execute(sql`delete from sending_backoffs where company_id = any(${pgArray(flowing)}::text[]) and until < now()`);
    }
    // The sandbox schedules its simulated statuses in the transaction that records the sends,
    // all of one provider (one claim's connection) at once.
    const accepted = new Map<ChatappProvider, { platformMessageId: string; to: string }[]>();
    for (const s of items) {
      if (s.outcome.kind !== "sent" || !s.provider?.afterAccepted) continue;
      const list = accepted.get(s.provider) ?? [];
      list.push({ platformMessageId: s.outcome.platformMessageId, to: s.phone });
      accepted.set(s.provider, list);
    }
    for (const [provider, sent] of accepted) await provider.afterAccepted!(tx, sent);
    await wakeDispatcher(tx);
  });
}
