import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { newId } from "@/lib/ids";

type ContactInput = { companyId: string; phone: string; name?: string; at: Date; source?: string };
type ConversationInput = { companyId: string; at: Date; preview: string | null; direction: "inbound" | "outbound"; unread: number };

/**
 * Find-or-create a contact by phone (race-safe on the per-company phone index), touching
 * lastInteractionAt; `created` (from xmax) tells an insert from an update.
 */
/** "Sheena Nelson" → first "Sheena", last "Nelson": the profile name as the mapping's fields read it. */
export function splitProfileName(name: string | null | undefined): { first: string | null; last: string | null } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { first: parts[0] ?? null, last: parts.length > 1 ? parts.slice(1).join(" ") : null };
}

function contactUpsert(input: ContactInput): SQL {
  // A new contact takes its first and last name from the profile name (templates map firstName).
  const { first, last } = splitProfileName(input.name);
  return sql`
    insert into contacts (id, company_id, name, first_name, last_name, phone, source, channel_type, last_interaction_at)
    values (${newId("ct")}, ${input.companyId}, ${input.name?.trim() || `+${input.phone}`}, ${first}, ${last}, ${input.phone}, ${input.source ?? "CHATAPP"}, 'CHATAPP', ${input.at.toISOString()})
    on conflict (company_id, phone) where phone is not null do update
      set last_interaction_at = greatest(contacts.last_interaction_at, excluded.last_interaction_at),
          channel_type = coalesce(contacts.channel_type, excluded.channel_type),
          updated_at = now()
    returning id, name, (xmax = 0) as created`;
}

/**
 * Reuses the contact's open chatapp conversation or opens one (`contactId` is an SQL
 * expression, so it can name a CTE's row). The list orders by arrival (clock_timestamp); the
 * 24-hour window moves by the platform's time of an inbound message (`at`); a new
 * conversation inherits the window of the contact's earlier ones.
 */
function conversationUpsert(input: ConversationInput, contactId: SQL, from: SQL = sql``): SQL {
  const inboundAt = input.direction === "inbound" ? sql`${input.at.toISOString()}::timestamptz` : sql`null::timestamptz`;
  return sql`
    insert into conversations (id, company_id, contact_id, channel, status, last_message_at, last_message_preview, last_message_direction, last_inbound_at, unread_count)
    select ${newId("cnv")}, ${input.companyId}, ${contactId}, 'CHATAPP', 'OPEN', clock_timestamp(), ${input.preview}, ${input.direction}::message_direction,
      greatest(${inboundAt}, (select max(last_inbound_at) from conversations where contact_id = ${contactId} and channel = 'CHATAPP')),
      ${input.unread} ${from}
    on conflict (company_id, contact_id, channel) where status = 'OPEN' do update set
      last_message_preview = excluded.last_message_preview,
      last_message_direction = excluded.last_message_direction,
      last_message_at = excluded.last_message_at,
      last_inbound_at = greatest(conversations.last_inbound_at, ${inboundAt}),
      unread_count = conversations.unread_count + excluded.unread_count,
      updated_at = now()
    returning id, (xmax = 0) as created, last_inbound_at`;
}

export async function upsertContactByPhone(tx: Tx, input: ContactInput) {
  const { rows } = await tx.execute<{ id: string; name: string; created: boolean }>(contactUpsert(input));
  return rows[0];
}

export async function upsertOpenConversation(tx: Tx, input: ConversationInput & { contactId: string }) {
  const { rows } = await tx.execute<{ id: string; created: boolean; last_inbound_at: string | null }>(conversationUpsert(input, sql`${input.contactId}`));
  return rows[0];
}

export type InboundRow = {
  contact_id: string;
  contact_name: string;
  contact_created: boolean;
  conversation_id: string;
  conversation_created: boolean;
  stored: boolean;
};

/**
 * The hot inbound path in one statement: contact, conversation and message together, so a
 * message costs one round trip instead of three. `stored` is false when the platform id was
 * seen before (the caller then rolls the transaction back).
 */
export async function writeInboundMessage(
  tx: Tx,
  input: ContactInput & { preview: string | null; unread: number; message: { id: string; type: string; text: string | null; content: Record<string, unknown>; platformMessageId: string } },
): Promise<InboundRow> {
  const m = input.message;
  const { rows } = await tx.execute<InboundRow>(sql`
    with ct as (${contactUpsert(input)}),
    cv as (${conversationUpsert({ ...input, direction: "inbound" }, sql`ct.id`, sql`from ct`)}),
    msg as (
      insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status, platform_message_id, sent_at)
      select ${m.id}, ${input.companyId}, cv.id, ct.id, 'CHATAPP', 'inbound', ${m.type}, ${m.text}, ${JSON.stringify(m.content)}::jsonb, 'received', ${m.platformMessageId}, ${input.at.toISOString()}
      from ct, cv
      on conflict (channel, platform_message_id) where platform_message_id is not null do nothing
      returning id
    )
    select ct.id as contact_id, ct.name as contact_name, ct.created as contact_created, cv.id as conversation_id, cv.created as conversation_created,
           exists (select 1 from msg) as stored
    from ct, cv`);
  return rows[0];
}
