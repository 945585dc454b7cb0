import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { settleSends } from "./settle";
import type { SettleItem } from "./types";

/**
 * Recipients whose claim outlived its lease (their sender died, or hung past any platform
 * timeout). A send the platform took is known by its status callbacks (they carry our message
 * id as biz_opaque_callback_data and so set the platform id): that recipient is SENT. One
 * with no sign of reaching the platform goes back to PENDING with the same message id and is
 * sent again. Nothing is sent twice unless the platform took it and never said so within the lease.
 */
export async function reclaimExpired(now = new Date()): Promise<number> {
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
    select r.id, r.company_id, r.campaign_id, r.contact_id, c.name as contact_name, m.conversation_id, r.message_id, r.phone, m.text, m.content, m.platform_message_id
    from campaign_recipients r
    join contacts c on c.id = r.contact_id
    left join messages m on m.id = r.message_id
    where r.campaign_id in (
        -- Paused, cancelled and failed campaigns too: their claimed sends must not stay CLAIMED.
        -- A lease is far shorter than an hour, so older finished campaigns have none left.
        select id from campaigns where status in ('RUNNING', 'PAUSED') or (status in ('CANCELLED', 'FAILED') and finished_at > ${now.toISOString()}::timestamptz - interval '1 hour'))
      and r.status = 'CLAIMED' and r.lease_until < ${now.toISOString()}::timestamptz
    limit 1000`);
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
