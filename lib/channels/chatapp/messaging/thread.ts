import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import type { ConsentSource } from "@/lib/contacts/consent";
import { newId } from "@/lib/ids";
import { CONVERSATION_TOUCH, splitProfileName, type InboundItemBase, type InboundRow } from "@/lib/messaging/thread";

// Chatapp's customers are keyed by phone: its contacts are found or created by the per-company phone index.

type ContactInput = { companyId: string; phone: string; name?: string; at: Date; source?: string; consentSource: ConsentSource };

/**
 * An existing contact written to again: its last interaction moves forward. updatedAt stays
 * (it says when the record was edited; lastInteractionAt says when they last talked), so the
 * row changes no indexed column and Postgres updates it in place (a HOT update) instead of
 * writing a new entry into each of the contact's nine indexes on every message.
 */
const CONTACT_TOUCH = sql`
  on conflict (company_id, phone) where phone is not null do update
    set last_interaction_at = greatest(contacts.last_interaction_at, excluded.last_interaction_at),
        channel_type = coalesce(contacts.channel_type, excluded.channel_type)`;

/**
 * Find-or-create a contact by phone (race-safe on the per-company phone index), touching
 * lastInteractionAt; `created` (from xmax) tells an insert from an update.
 */
function contactUpsert(input: ContactInput): SQL {
  // A new contact takes its first and last name from the profile name (templates map firstName).
  const { first, last } = splitProfileName(input.name);
  return sql`
    insert into contacts (id, company_id, name, first_name, last_name, phone, source, channel_type, last_interaction_at, marketing_consent_source, marketing_consent_changed_at)
    values (${newId("ct")}, ${input.companyId}, ${input.name?.trim() || `+${input.phone}`}, ${first}, ${last}, ${input.phone}, ${input.source ?? "CHATAPP"}, 'CHATAPP', ${input.at.toISOString()}, ${input.consentSource}, now())
    ${CONTACT_TOUCH}
    returning id, name, (xmax = 0) as created`;
}

export async function upsertContactByPhone(tx: Tx, input: ContactInput) {
  const { rows } = await tx.execute<{ id: string; name: string; created: boolean }>(contactUpsert(input));
  return rows[0];
}

export type InboundItem = InboundItemBase & { phone: string };


/**
 * The hot inbound path for any number of messages of one company in one statement: their
 * contacts (found or created by phone), the customers' open conversations (reused or
 * opened) and the messages, so a batch costs one round trip however many messages it holds.
 * A customer with several messages in the batch is touched once: the latest time and profile
 * name, the last message's preview, the unread counts summed. Contacts and conversations are taken
 * in phone order, so concurrent batches wait for each other instead of deadlocking. Messages
 * whose platform id is already stored (the platform re-sends) are left out before anything is
 * touched. Rows come back in the items' order.
 */
export async function writeInboundMessages(tx: Tx, to: { companyId: string; inboxId: string }, items: InboundItem[]): Promise<InboundRow[]> {
  const { companyId, inboxId } = to;
  // Per customer: the ids a new contact and conversation would take, and the latest profile
  // name given (a message without one must not name a new contact "+phone").
  const customers = new Map<string, { ct: string; cv: string; name?: string }>();
  for (const i of items) {
    const c = customers.get(i.phone) ?? { ct: newId("ct"), cv: newId("cnv") };
    c.name = i.name?.trim() || c.name;
    customers.set(i.phone, c);
  }
  const input = items.map((i, n) => {
    const c = customers.get(i.phone)!;
    const { first, last } = splitProfileName(c.name);
    const m = i.message;
    return { n, phone: i.phone, ct_id: c.ct, cv_id: c.cv, name: c.name || `+${i.phone}`, first_name: first, last_name: last, at: i.at.toISOString(), preview: i.preview, unread: i.unread, id: m.id, type: m.type, text: m.text, content: m.content, pid: m.platformMessageId };
  });
  const { rows } = await tx.execute<InboundRow>(sql`
    with input as (
      -- A lateral probe per message: as exists() the planner, guessing 100 input rows, may
      -- hash every stored message instead of looking up five.
      select x.*, k.known is not null as known
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(n int, phone text, ct_id text, cv_id text, name text, first_name text, last_name text, at timestamptz, preview text, unread int, id text, type text, text text, content jsonb, pid text)
      left join lateral (select true as known from messages m where m.channel = 'CHATAPP' and m.platform_message_id = x.pid limit 1) k on true
    ),
    fresh as (select * from input where not known),
    customer as (
      select distinct on (phone) phone, ct_id, cv_id, name, first_name, last_name, preview,
             max(at) over (partition by phone) as at, sum(unread) over (partition by phone)::int as unread
      from fresh order by phone, n desc
    ),
    ct as (
      -- A customer who writes first started the conversation: OPTED_IN (the column's default), by INBOUND.
      insert into contacts (id, company_id, name, first_name, last_name, phone, source, channel_type, last_interaction_at, marketing_consent_source, marketing_consent_changed_at)
      select ct_id, ${companyId}, name, first_name, last_name, phone, 'CHATAPP', 'CHATAPP', at, 'INBOUND', now() from customer order by phone
      ${CONTACT_TOUCH}
      returning id, phone, name, (xmax = 0) as created
    ),
    cv as (
      insert into conversations (id, company_id, contact_id, channel, inbox_id, status, last_message_at, last_message_preview, last_message_direction, last_inbound_at, unread_count)
      select c.cv_id, ${companyId}, ct.id, 'CHATAPP', ${inboxId}, 'OPEN', clock_timestamp(), c.preview, 'inbound',
             greatest(c.at, (select max(last_inbound_at) from conversations where contact_id = ct.id and inbox_id = ${inboxId})), c.unread
      from customer c join ct using (phone) order by c.phone
      ${CONVERSATION_TOUCH}
      returning id, contact_id, (xmax = 0) as created
    ),
    msg as (
      insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status, platform_message_id, sent_at)
      select i.id, ${companyId}, cv.id, ct.id, 'CHATAPP', 'inbound', i.type, i.text, i.content, 'received', i.pid, i.at
      from fresh i join ct using (phone) join cv on cv.contact_id = ct.id order by i.n
      on conflict (channel, platform_message_id) where platform_message_id is not null do nothing
      returning id
    )
    select i.known, msg.id is not null as stored,
           ct.id as contact_id, ct.name as contact_name, ct.phone as contact_phone, ct.created as contact_created, cv.id as conversation_id, cv.created as conversation_created
    from input i left join ct using (phone) left join cv on cv.contact_id = ct.id left join msg on msg.id = i.id
    order by i.n`);
  return rows;
}

