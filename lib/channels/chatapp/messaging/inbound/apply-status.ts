import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import { failureCategoryOf } from "@/lib/campaigns/failure-category";
import type { Tx } from "@/db/client";
import { withTx, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import { checkWrittenEvents, wakeDispatcher } from "@/lib/events/emit";
import { messageEventJsonSql } from "@/lib/events/payloads/message-sql";
import { EVENT_ID_SQL } from "@/lib/ids";
import type { InboundStatus } from "./callback-schema";

export type StatusResult = "applied" | "unchanged" | "unknown" | "ignored";

// A status only moves forward (a late "delivered" never undoes "read"); "failed" ends any
// message not yet read. The platform may skip steps: a read can come without a delivered.
const rank = (col: string) => sql.raw(`(case ${col} when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end)`);

/** One status callback (the status retry job): a batch of one. */
export async function applyChatappStatus({ ctx, status }: { ctx: Ctx; status: InboundStatus }): Promise<StatusResult> {
  const [r] = await applyChatappStatuses({ ctx, statuses: [status] });
  return r;
}

/**
 * Status callbacks of one company, in arrival order, in one transaction of two statements
 * however many there are: the platform posts sent, delivered and read for every message, so
 * at campaign rates this path must cost per batch, not per status. Each status that moves its
 * message forward (judged against the stored status and the earlier statuses of the batch)
 * writes its events; the message takes the furthest, and a campaign recipient follows its
 * message (DELIVERED, READ, FAILED with its category). A status carrying our message id in
 * biz_opaque_callback_data finds a campaign message whose platform id was not yet stored (the
 * platform's "sent" usually arrives before the sender has recorded the send's answer) and
 * stores it, in the same pass: a second lookup and update for those cost as much as the rest.
 */
export async function applyChatappStatuses({ ctx, statuses }: { ctx: Ctx; statuses: InboundStatus[] }): Promise<StatusResult[]> {
  const results: StatusResult[] = statuses.map(() => "ignored");
  const input = statuses.flatMap((s, n) => {
    if (s.status !== "sent" && s.status !== "delivered" && s.status !== "read" && s.status !== "failed") return [];
    const failure = s.status === "failed" ? s.errors?.[0] : undefined;
    const error = failure ? { code: failure.code, title: failure.title, message: failure.error_data?.details ?? failure.message ?? failure.title ?? "Delivery failed" } : null;
    const at = new Date(Number(s.timestamp) * 1000 || Date.now()).toISOString();
    return [{ n, pid: s.id, status: s.status, at, error, opaque: s.biz_opaque_callback_data ?? null, category: failure ? failureCategoryOf({ code: failure.code }) : null }];
  });
  if (!input.length) return results;

  return withTx(ctx, async ({ tx }) => {
    const rows = await applyBatch(tx, ctx, input);
    for (const r of rows) results[r.n] = r.moved ? "applied" : r.known ? "unchanged" : "unknown";
    if (rows.some((r) => r.moved)) {
      await checkWrittenEvents(tx);
      await wakeDispatcher(tx);
    }
    return results;
  });
}

type StatusInput = { n: number; pid: string; status: string; at: string; error: unknown; opaque: string | null; category: string | null };

/** The statuses' moves, the messages, the recipients and the events in one statement; a row per status with what became of it. */
async function applyBatch(tx: Tx, ctx: Ctx, input: StatusInput[]) {
  const opaqueIds = [...new Set(input.flatMap((i) => (i.opaque?.startsWith("msg_") ? [i.opaque] : [])))];
  const { rows } = await tx.execute<{ n: number; moved: boolean; known: boolean }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(n int, pid text, status text, at timestamptz, error jsonb, opaque text, category text)
    ),
    target as (
      select m.id, m.status::text as previous, m.conversation_id, m.contact_id, m.type, m.text, m.platform_message_id, c.name as contact_name, c.phone
      from messages m join contacts c on c.id = m.contact_id
      where m.channel = 'CHATAPP' and ${companySql(ctx, "m")} and m.direction = 'outbound'
        and (m.platform_message_id = any(${pgArray(input.map((i) => i.pid))}::text[]) or m.id = any(${pgArray(opaqueIds)}::text[]))
      order by m.id for update of m
    ),
    matched as (
      -- Our id finds a message only while its platform id is unknown: a stored one must agree.
      select i.n, t.id from input i join target t on t.platform_message_id = i.pid or (t.platform_message_id is null and t.id = i.opaque)
    ),
    steps as (
      select i.*, t.id, t.previous, t.conversation_id, t.contact_id, t.type, t.text, t.contact_name, t.phone, ${rank("i.status")} as r,
             greatest(${rank("t.previous")}, coalesce(max(${rank("i.status")}) over (partition by t.id order by i.n rows between unbounded preceding and 1 preceding), 0)) as cur
      from input i join matched using (n) join target t on t.id = matched.id
    ),
    moves as (
      select s.*, coalesce(lag(s.status) over (partition by s.id order by s.n), s.previous) as before
      from steps s where (s.status = 'failed' and s.cur < 3) or (s.status <> 'failed' and s.r > s.cur and s.cur <> 4)
    ),
    final as (
      select distinct on (id) id, status, at, error, category, pid,
             min(at) filter (where status in ('delivered', 'read')) over (partition by id) as delivered_at
      from moves order by id, n desc
    ),
    msg as (
      update messages m set
        status = f.status::message_status,
        platform_message_id = coalesce(m.platform_message_id, f.pid),
        sent_at = coalesce(m.sent_at, f.at),
        delivered_at = case when f.status in ('delivered', 'read') then coalesce(m.delivered_at, f.delivered_at, f.at) else m.delivered_at end,
        read_at = case when f.status = 'read' then f.at else m.read_at end,
        failed_at = case when f.status = 'failed' then f.at else m.failed_at end,
        error = case when f.status = 'failed' then f.error else m.error end
      from final f where m.id = f.id
      returning m.id
    ),
    recipient as (
      update campaign_recipients r set
        status = (case
          when f.status = 'failed' and r.status in ('CLAIMED', 'SENT', 'DELIVERED') then 'FAILED'
          when f.status = 'read' and r.status in ('CLAIMED', 'SENT', 'DELIVERED') then 'READ'
          when f.status = 'delivered' and r.status in ('CLAIMED', 'SENT') then 'DELIVERED'
          else r.status::text end)::campaign_recipient_status,
        platform_message_id = coalesce(r.platform_message_id, f.pid),
        sent_at = case when f.status <> 'failed' then coalesce(r.sent_at, f.at) else r.sent_at end,
        delivered_at = case when f.status in ('delivered', 'read') then coalesce(r.delivered_at, f.delivered_at, f.at) else r.delivered_at end,
        read_at = case when f.status = 'read' then coalesce(r.read_at, f.at) else r.read_at end,
        failed_at = case when f.status = 'failed' then f.at else r.failed_at end,
        failure_category = case when f.status = 'failed' then f.category::failure_category else r.failure_category end,
        failure_code = case when f.status = 'failed' then f.error ->> 'code' else r.failure_code end,
        failure_message = case when f.status = 'failed' then f.error ->> 'message' else r.failure_message end,
        lease_until = null
      from final f where r.message_id = f.id and ${companySql(ctx, "r")}
      returning r.id
    ),
    events as (
      insert into event_outbox (event_id, company_id, event, payload)
      select ${sql.raw(EVENT_ID_SQL)}, ${ctx.companyId}, e.name,
             ${messageEventJsonSql(
               {
                 channel: "chatapp",
                 conversationId: sql`mv.conversation_id`,
                 contact: { id: sql`mv.contact_id`, name: sql`mv.contact_name`, phone: sql`mv.phone` },
                 message: { id: sql`mv.id`, direction: "outbound", type: sql`mv.type`, text: sql`mv.text`, status: sql`mv.status`, platformMessageId: sql`mv.pid`, platformUserId: sql`mv.phone`, error: sql`mv.error` },
               },
               sql`jsonb_build_object('previousStatus', mv.before, 'at', to_char(mv.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
             )}
      from moves mv cross join lateral (
        -- message.status_updated is "delivered, read or failed" in the catalog; the chatapp event also covers sent.
        select unnest(case when mv.status = 'sent' then array['chatapp.message.status_changed'] else array['message.status_updated', 'chatapp.message.status_changed'] end) as name
      ) e
    )
    select i.n, (mv.n is not null) as moved, (t.n is not null) as known
    from input i left join (select distinct n from moves) mv on mv.n = i.n
    left join matched t on t.n = i.n`);
  return rows;
}
