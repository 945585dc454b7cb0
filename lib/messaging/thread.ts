import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import type { ChannelType } from "@/lib/channels/keys";
import { companySql } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";

type ConversationInput = { companyId: string; inboxId: string; at: Date; preview: string | null; direction: "inbound" | "outbound"; unread: number; channel: ChannelType };

/**
 * The customer's open conversation written to again. The window moves to the latest inbound
 * time (a new row's last_inbound_at already holds the later of the message's time and the
 * contact's earlier conversations'). The customer writing ends a snooze (lib/snooze); its
 * pending wake-up job then finds nothing to do.
 */
export const CONVERSATION_TOUCH = sql`
  on conflict (company_id, contact_id, inbox_id) where status = 'OPEN' do update set
    last_message_preview = excluded.last_message_preview,
    last_message_direction = excluded.last_message_direction,
    last_message_at = excluded.last_message_at,
    last_inbound_at = greatest(conversations.last_inbound_at, excluded.last_inbound_at),
    unread_count = conversations.unread_count + excluded.unread_count,
    snoozed_at = case when excluded.last_message_direction = 'inbound' then null else conversations.snoozed_at end,
    snoozed_until = case when excluded.last_message_direction = 'inbound' then null else conversations.snoozed_until end,
    updated_at = now()`;

/** "Sheena Nelson" → first "Sheena", last "Nelson": the profile name as the mapping's fields read it. */
export function splitProfileName(name: string | null | undefined): { first: string | null; last: string | null } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { first: parts[0] ?? null, last: parts.length > 1 ? parts.slice(1).join(" ") : null };
}

/**
 * Reuses the contact's open conversation in the inbox or opens one. The list orders by arrival
 * (clock_timestamp); the 24-hour window moves by the platform's time of an inbound message
 * (`at`); a new conversation inherits the window of the contact's earlier ones in the inbox
 * (a window is the customer's with one number, page or bot).
 */
function conversationUpsert(input: ConversationInput & { contactId: string }): SQL {
  const inboundAt = input.direction === "inbound" ? sql`${input.at.toISOString()}::timestamptz` : sql`null::timestamptz`;
  return sql`
    insert into conversations (id, company_id, contact_id, channel, inbox_id, status, last_message_at, last_message_preview, last_message_direction, last_inbound_at, unread_count)
    select ${newId("cnv")}, ${input.companyId}, ${input.contactId}, ${input.channel}::channel, ${input.inboxId}, 'OPEN', clock_timestamp(), ${input.preview}, ${input.direction}::message_direction,
      greatest(${inboundAt}, (select max(last_inbound_at) from conversations where contact_id = ${input.contactId} and inbox_id = ${input.inboxId})),
      ${input.unread}
    ${CONVERSATION_TOUCH}
    returning id, (xmax = 0) as created, last_inbound_at`;
}

export async function upsertOpenConversation(tx: Tx, input: ConversationInput & { contactId: string }) {
  const { rows } = await tx.execute<{ id: string; created: boolean; last_inbound_at: string | null }>(conversationUpsert(input));
  return rows[0];
}

export type InboundRow = {
  /** The platform id was stored before this statement: a re-sent copy, nothing was written for it. */
  known: boolean;
  /** False for a copy stored concurrently by another transaction (the caller rolls back and retries). */
  stored: boolean;
  contact_id: string;
  contact_name: string;
  /** The contact's phone (digits), for the events' contact. */
  contact_phone: string | null;
  contact_created: boolean;
  /** Channels naming people by a contact field (SMS, email): the customer was new on the channel but matched a contact by it. */
  contact_existed?: boolean;
  conversation_id: string;
  conversation_created: boolean;
};

/** One inbound message of a batch, by its customer on the channel. */
export type InboundItemBase = {
  name?: string;
  at: Date;
  preview: string | null;
  unread: number;
  message: { id: string; type: string; text: string | null; content: Record<string, unknown>; platformMessageId: string };
};

export type ChannelIdInboundItem = InboundItemBase & { externalId: string };

/**
 * writeInboundMessages for channels that name customers by a platform user id instead of a
 * phone (photoapp, socialchat): the same one statement, with the contact found or created
 * through contact_channel_ids. The id row is claimed first (ON CONFLICT answers the existing
 * contact, or waits for a concurrent insert of the same id and then answers its contact), and
 * a new contact takes the id the claim holds; the foreign key is checked at the statement's
 * end, when both rows exist. `contact_created` says the customer is new on this channel.
 */
export async function writeInboundByChannelId(tx: Tx, to: { companyId: string; inboxId: string; channel: ChannelType }, items: ChannelIdInboundItem[]): Promise<InboundRow[]> {
  const { companyId, inboxId, channel } = to;
  const customers = new Map<string, { ct: string; cv: string; name?: string }>();
  for (const i of items) {
    const c = customers.get(i.externalId) ?? { ct: newId("ct"), cv: newId("cnv") };
    c.name = i.name?.trim() || c.name;
    customers.set(i.externalId, c);
  }
  const input = items.map((i, n) => {
    const c = customers.get(i.externalId)!;
    const { first, last } = splitProfileName(c.name);
    const m = i.message;
    return { n, ext: i.externalId, ct_id: c.ct, cv_id: c.cv, name: c.name ?? null, first_name: first, last_name: last, at: i.at.toISOString(), preview: i.preview, unread: i.unread, id: m.id, type: m.type, text: m.text, content: m.content, pid: m.platformMessageId };
  });
  // A customer the platform does not name is called by the channel and the id's last digits.
  const unnamed = `${channel.charAt(0) + channel.slice(1).toLowerCase()} user `;
  // Where the platform id is one of our contact fields (SMS: a phone; email: an address), a
  // customer new on the channel is the contact who already has it (from chatapp, an import),
  // not a second one.
  const address = capabilitiesOf(channel).addressedBy;
  const byPhone = address === "phone";
  const byEmail = address === "email";
  const { rows } = await tx.execute<InboundRow>(sql`
    with input as (
      select x.*, k.known is not null as known
      from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(n int, ext text, ct_id text, cv_id text, name text, first_name text, last_name text, at timestamptz, preview text, unread int, id text, type text, text text, content jsonb, pid text)
      left join lateral (select true as known from messages m where m.channel = ${channel}::channel and m.platform_message_id = x.pid limit 1) k on true
    ),
    fresh as (select * from input where not known),
    customer as (
      select distinct on (ext) ext, coalesce(p.id, ct_id) as ct_id, p.id is not null as had_address, cv_id, name, first_name, last_name, preview,
             max(at) over (partition by ext) as at, sum(unread) over (partition by ext)::int as unread
      from fresh
      left join lateral (
        select c.id from contacts c
        where ${companySql({ companyId }, "c")} and ((${byPhone} and c.phone = fresh.ext) or (${byEmail} and lower(c.email) = fresh.ext))
        order by c.created_at limit 1
      ) p on true
      order by ext, n desc
    ),
    ident as (
      insert into contact_channel_ids (company_id, channel, external_id, contact_id, display_name)
      select ${companyId}, ${channel}::channel, ext, ct_id, name from customer order by ext
      on conflict (company_id, channel, external_id) do update set display_name = coalesce(excluded.display_name, contact_channel_ids.display_name)
      returning external_id as ext, contact_id, (xmax = 0) as created
    ),
    new_ct as (
      insert into contacts (id, company_id, name, first_name, last_name, phone, email, source, channel_type, last_interaction_at, marketing_consent_source, marketing_consent_changed_at)
      select i.contact_id, ${companyId}, coalesce(c.name, case when ${byPhone} then '+' || c.ext when ${byEmail} then c.ext else ${unnamed}::text || right(c.ext, 4) end), c.first_name, c.last_name,
             case when ${byPhone} then c.ext end, case when ${byEmail} then c.ext end, ${channel}, ${channel}, c.at, 'INBOUND', now()
      from customer c join ident i using (ext) where i.created and not c.had_address
      returning id, name, phone
    ),
    old_ct as (
      update contacts set last_interaction_at = greatest(contacts.last_interaction_at, c.at)
      from customer c join ident i using (ext)
      where (not i.created or c.had_address) and contacts.id = i.contact_id
      returning contacts.id, contacts.name, contacts.phone
    ),
    ct as (
      select i.ext, i.contact_id as id, coalesce(n.name, o.name) as name, coalesce(n.phone, o.phone) as phone, i.created, c.had_address
      from ident i join customer c using (ext) left join new_ct n on n.id = i.contact_id left join old_ct o on o.id = i.contact_id
    ),
    cv as (
      insert into conversations (id, company_id, contact_id, channel, inbox_id, status, last_message_at, last_message_preview, last_message_direction, last_inbound_at, unread_count)
      select c.cv_id, ${companyId}, ct.id, ${channel}::channel, ${inboxId}, 'OPEN', clock_timestamp(), c.preview, 'inbound',
             greatest(c.at, (select max(last_inbound_at) from conversations where contact_id = ct.id and inbox_id = ${inboxId})), c.unread
      from customer c join ct using (ext) order by c.ext
      ${CONVERSATION_TOUCH}
      returning id, contact_id, (xmax = 0) as created
    ),
    msg as (
      insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status, platform_message_id, sent_at)
      select i.id, ${companyId}, cv.id, ct.id, ${channel}::channel, 'inbound', i.type, i.text, i.content, 'received', i.pid, i.at
      from fresh i join ct using (ext) join cv on cv.contact_id = ct.id order by i.n
      on conflict (channel, platform_message_id) where platform_message_id is not null do nothing
      returning id
    )
    select i.known, msg.id is not null as stored,
           ct.id as contact_id, ct.name as contact_name, ct.phone as contact_phone, ct.created as contact_created, coalesce(ct.had_address, false) as contact_existed, cv.id as conversation_id, cv.created as conversation_created
    from input i left join ct using (ext) left join cv on cv.contact_id = ct.id left join msg on msg.id = i.id
    order by i.n`);
  return rows;
}
