import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import type { ChannelType } from "@/lib/channels/keys";
import type { TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";

/**
 * A customer answering a message of a conversation that was closed or resolved (an email's
 * In-Reply-To naming our reply) reopens that conversation, so the thread stays one; the
 * message is then stored into it as into any open conversation. Not when the customer already
 * has an open conversation in the inbox: at most one is open per customer and inbox, and the
 * open one takes the message. Returns the conversations reopened (their events are the caller's).
 */
export async function reopenRepliedConversations(tctx: TxCtx, to: { channel: ChannelType; inboxId: string }, platformIds: string[]): Promise<string[]> {
  const { rows } = await tctx.tx.execute<{ id: string }>(sql`
    update conversations cv set status = 'OPEN', closed_at = null, resolved_at = null
    from (
      select distinct on (m.contact_id) m.conversation_id
      from messages m
      where m.channel = ${to.channel}::channel and m.platform_message_id = any(${pgArray(platformIds)}::text[]) and ${companySql(tctx, "m")}
      order by m.contact_id, m.created_at desc
    ) replied
    where cv.id = replied.conversation_id and cv.inbox_id = ${to.inboxId} and cv.status <> 'OPEN' and ${companySql(tctx, "cv")}
      and not exists (select 1 from conversations o where o.contact_id = cv.contact_id and o.inbox_id = cv.inbox_id and o.status = 'OPEN' and ${companySql(tctx, "o")})
    returning cv.id`);
  return rows.map((r) => r.id);
}
