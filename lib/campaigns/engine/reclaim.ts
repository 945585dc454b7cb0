import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { leaseEnd, leasePassed, pickFree } from "@/lib/jobs/lease";
import { leaseMs } from "./claim";
import { settleSends } from "./settle";
import type { SettleItem } from "./types";

/**
 * Recipients whose claim outlived its lease (their sender died, or hung past any platform
 * timeout). A send the platform took is known by its status callbacks (they carry our message
 * id as biz_opaque_callback_data and so set the platform id): that recipient is SENT. One
 * with no sign of reaching the platform goes back to PENDING with the same message id and is
 * sent again. Nothing is sent twice unless the platform took it and never said so within the lease.
 *
 * The kit's reclaim (lib/jobs/lease.ts): the expired rows are first taken under a new lease
 * of this reclaimer, with SKIP LOCKED, so two processes reclaiming at once never settle one
 * recipient twice (twice would write its timeline entry and events twice); if this one dies
 * before settling, the new lease runs out and another takes them.
 */
export async function reclaimExpired(now = new Date()): Promise<number> {
  const expired = pickFree({
    table: sql`campaign_recipients`,
    key: sql`id`,
    // Paused, cancelled and failed campaigns too: their claimed sends must not stay CLAIMED.
    // A lease is far shorter than an hour, so older finished campaigns have none left.
    free: sql`campaign_id in (
        select id from campaigns where status in ('RUNNING', 'PAUSED') or (status in ('CANCELLED', 'FAILED') and finished_at > ${now.toISOString()}::timestamptz - interval '1 hour'))
      and status = 'CLAIMED' and ${leasePassed(sql`lease_until`, now)}`,
    limit: 1000,
  });
  const { rows } = await getDb().execute<{
    id: string;
    company_id: string;
    campaign_id: string;
    contact_id: string;
    contact_name: string;
    conversation_id: string | null;
    message_id: string;
    phone: string;
    text: string | null;
    content: Record<string, unknown> | null;
    platform_message_id: string | null;
  }>(sql`
    with taken as (
      update campaign_recipients r set lease_until = ${leaseEnd(leaseMs() / 1000, now)}
      where r.id in ${expired}
      returning r.id, r.company_id, r.campaign_id, r.contact_id, r.message_id, r.phone
    )
    select r.id, r.company_id, r.campaign_id, r.contact_id, c.name as contact_name, m.conversation_id, r.message_id, r.phone, m.text, m.content, m.platform_message_id
    from taken r
    join contacts c on c.id = r.contact_id
    left join messages m on m.id = r.message_id`);
  const items: SettleItem[] = rows.map((r) => ({
    recipientId: r.id,
    companyId: r.company_id,
    campaignId: r.campaign_id,
    contactId: r.contact_id,
    contactName: r.contact_name,
    conversationId: r.conversation_id ?? "",
    messageId: r.message_id,
    phone: r.phone,
    text: r.text ?? "",
    content: r.content ?? {},
    outcome: r.platform_message_id ? { kind: "sent", platformMessageId: r.platform_message_id } : { kind: "requeue" },
  }));
  await settleSends(items);
  return items.length;
}
