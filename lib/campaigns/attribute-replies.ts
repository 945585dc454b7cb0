import "server-only";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import type { TxCtx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";

/** A customer's message within this long of a campaign send counts as a reply to it. */
export const REPLY_WINDOW_HOURS = 72;

/**
 * Inbound messages mark the senders' recent campaign messages REPLIED, in the batch's own
 * transaction (one statement on a partial index that holds only sent, unreplied recipients).
 */
export async function attributeReplies(ctx: TxCtx, contactIds: string[]) {
  if (!contactIds.length) return;
  await ctx.tx.execute(sql`
    update campaign_recipients set status = 'REPLIED', replied_at = now()
    where contact_id = any(${pgArray([...new Set(contactIds)])}::text[]) and ${companySql(ctx)}
      and status in ('SENT', 'DELIVERED', 'READ') and sent_at > now() - ${REPLY_WINDOW_HOURS} * interval '1 hour'`);
}
