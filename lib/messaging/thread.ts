import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { newId } from "@/lib/ids";

/**
 * Find-or-create a contact by phone in one statement (race-safe on the per-company phone
 * index), touching lastInteractionAt; `created` (from xmax) tells an insert from an update.
 */
export async function upsertContactByPhone(tx: Tx, input: { companyId: string; phone: string; name?: string; at: Date; source?: string }) {
  const { rows } = await tx.execute<{ id: string; name: string; created: boolean }>(sql`
    insert into contacts (id, company_id, name, phone, source, channel_type, last_interaction_at)
    values (${newId("ct")}, ${input.companyId}, ${input.name?.trim() || `+${input.phone}`}, ${input.phone}, ${input.source ?? "CHATAPP"}, 'CHATAPP', ${input.at.toISOString()})
    on conflict (company_id, phone) where phone is not null do update
      set last_interaction_at = greatest(contacts.last_interaction_at, excluded.last_interaction_at),
          channel_type = coalesce(contacts.channel_type, excluded.channel_type),
          updated_at = now()
    returning id, name, (xmax = 0) as created`);
  return rows[0];
}

/**
 * Reuses the contact's open chatapp conversation or opens one. The list orders by arrival
 * (clock_timestamp, distinct per statement); the 24-hour window moves by the platform's time
 * of an inbound message (`at`); a new conversation inherits the window of earlier ones.
 */
export async function upsertOpenConversation(
  tx: Tx,
  input: { companyId: string; contactId: string; at: Date; preview: string | null; direction: "inbound" | "outbound"; unread: number },
) {
  const at = input.at.toISOString();
  const inboundAt = input.direction === "inbound" ? sql`${at}::timestamptz` : sql`null::timestamptz`;
  const { rows } = await tx.execute<{ id: string; created: boolean; last_inbound_at: string | null; status: string }>(sql`
    insert into conversations (id, company_id, contact_id, channel, status, last_message_at, last_message_preview, last_message_direction, last_inbound_at, unread_count)
    values (${newId("cnv")}, ${input.companyId}, ${input.contactId}, 'CHATAPP', 'OPEN', clock_timestamp(), ${input.preview}, ${input.direction}::message_direction,
      greatest(${inboundAt}, (select max(last_inbound_at) from conversations where contact_id = ${input.contactId} and channel = 'CHATAPP')),
      ${input.unread})
    on conflict (company_id, contact_id, channel) where status = 'OPEN' do update set
      last_message_preview = excluded.last_message_preview,
      last_message_direction = excluded.last_message_direction,
      last_message_at = excluded.last_message_at,
      last_inbound_at = greatest(conversations.last_inbound_at, ${inboundAt}),
      unread_count = conversations.unread_count + excluded.unread_count,
      updated_at = now()
    returning id, (xmax = 0) as created, last_inbound_at, status`);
  return rows[0];
}
