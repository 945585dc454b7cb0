import "server-only";
import { sql } from "drizzle-orm";
import { withTx, type Ctx } from "@/lib/domain/context";
import { companySql } from "@/lib/domain/tenancy";
import type { EventName } from "@/lib/events/catalog";
import { emitEvents } from "@/lib/events/emit";
import type { InboundStatus } from "./callback-schema";

// A status only moves forward (a late "delivered" never undoes "read"); "failed" ends any
// message not yet read. The platform may skip steps: a read can come without a delivered.
const RANK = `case m.status when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 4 end`;
const NEW_RANK = `case $new when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 0 end`;

type Row = { id: string; conversation_id: string; contact_id: string; type: string; text: string | null; status: string; previous: string; contact_name: string; phone: string | null; changed: boolean };

/**
 * One status callback applied to the company's outbound message, with its events on change.
 * Callbacks come without a person: callers pass a system ctx (systemCtx) for the company.
 */
export async function applyChatappStatus({ ctx, status }: { ctx: Ctx; status: InboundStatus }): Promise<"applied" | "unchanged" | "unknown" | "ignored"> {
  if (status.status !== "sent" && status.status !== "delivered" && status.status !== "read" && status.status !== "failed") return "ignored";
  const at = new Date(Number(status.timestamp) * 1000 || Date.now()).toISOString();
  const failure = status.status === "failed" ? status.errors?.[0] : undefined;
  const error = failure ? { code: failure.code, title: failure.title, message: failure.error_data?.details ?? failure.message ?? failure.title ?? "Delivery failed" } : null;
  const moves =
    status.status === "failed"
      ? sql`m.status not in ('read', 'failed')`
      : sql.raw(`${NEW_RANK.replace("$new", `'${status.status}'`)} > (${RANK})`);

  const { companyId } = ctx;
  return withTx(ctx, async ({ tx }) => {
    const { rows } = await tx.execute<Row>(sql`
      with target as (
        select m.id, m.status as previous from messages m
        where m.channel = 'CHATAPP' and m.platform_message_id = ${status.id} and ${companySql(ctx, "m")} and m.direction = 'outbound'
        for update
      ), moved as (
        update messages m set
          status = ${status.status},
          sent_at = coalesce(m.sent_at, ${at}::timestamptz),
          delivered_at = case when ${status.status} in ('delivered', 'read') then coalesce(m.delivered_at, ${at}::timestamptz) else m.delivered_at end,
          read_at = case when ${status.status} = 'read' then ${at}::timestamptz else m.read_at end,
          failed_at = case when ${status.status} = 'failed' then ${at}::timestamptz else m.failed_at end,
          error = case when ${status.status} = 'failed' then ${error ? JSON.stringify(error) : null}::jsonb else m.error end
        from target where m.id = target.id and ${moves}
        returning m.id
      )
      select t.id, m.conversation_id, m.contact_id, m.type, m.text, ${status.status}::text as status, t.previous::text as previous,
             c.name as contact_name, c.phone, exists (select 1 from moved) as changed
      from target t join messages m on m.id = t.id join contacts c on c.id = m.contact_id`);
    const row = rows[0];
    if (!row) return "unknown";
    if (!row.changed) return "unchanged";
    const payload = {
      channel: "chatapp",
      conversationId: row.conversation_id,
      contact: { id: row.contact_id, name: row.contact_name, phone: row.phone },
      message: { id: row.id, direction: "outbound", type: row.type, text: row.text, status: row.status, platformMessageId: status.id, error },
      previousStatus: row.previous,
      at,
    };
    // message.status_updated is "delivered, read or failed" in the catalog; the chatapp event also covers sent.
    const names: EventName[] = status.status === "sent" ? ["chatapp.message.status_changed"] : ["message.status_updated", "chatapp.message.status_changed"];
    await emitEvents(
      tx,
      names.map((event) => ({ companyId, event, payload })),
    );
    return "applied";
  });
}
