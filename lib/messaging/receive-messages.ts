import "server-only";
import { ConcurrentCopy, retryOnConcurrentCopy } from "@/lib/messaging/concurrent-copy";
import { sql } from "drizzle-orm";
import { pgArray } from "@/db/sql";
import type { ActivityEntry } from "@/lib/contacts/activity";
import { contactEventPayload } from "@/lib/contacts/contact-events";
import { getContactsByIds } from "@/lib/contacts/get-contact";
import { emitConversationEvents } from "@/lib/conversations/conversation-events";
import { getConversationsByIds } from "@/lib/conversations/get-conversation";
import { systemCtx, withTx, type TxCtx } from "@/lib/domain/context";
import { takeCsatAnswers } from "@/lib/csat/take-answers";
import { companySql } from "@/lib/domain/tenancy";
import { isEventName, type EventName } from "@/lib/events/catalog";
import { emitEvents } from "@/lib/events/emit";
import { conversationEventPayload, messageEventPayload, type MessageFacts } from "@/lib/events/payloads/present";
import { newId } from "@/lib/ids";
import { channelKey, CHANNEL_META, type ChannelType } from "@/lib/channels/keys";
import type { NormalizedMessage, NormalizedStatus } from "@/lib/channels/types";
import { enqueueProfileFetches } from "@/lib/channels/fetch-profile";
import { keepHandedFiles } from "@/lib/channels/files";
import { choiceOf, findPlugin } from "@/lib/channels/registry";
import { writeTimelineAndEvents } from "./side-effects";
import { reopenRepliedConversations } from "./reopen-on-reply";
import { writeInboundByChannelId, type InboundRow } from "./thread";

export type ReceiveResult = { status: "stored"; messageId: string; conversationId: string; contactId: string } | { status: "duplicate" };

type Pending = { index: number; m: NormalizedMessage; messageId: string };

/**
 * Inbound messages of one inbox on a channel that names customers by a platform user id
 * (photoapp, socialchat), in one transaction: contacts found or created by that id, open
 * conversations reused or opened, the messages, the windows, the timeline and the events, in
 * two statements however many messages the batch holds. A message id seen before changes
 * nothing (platforms re-send callbacks). Results come back in the messages' order.
 */
export async function receiveChannelMessages(to: { channel: ChannelType; companyId: string; inboxId: string }, messages: NormalizedMessage[]): Promise<ReceiveResult[]> {
  const results: ReceiveResult[] = new Array(messages.length);
  const seen = new Set<string>();
  const pending: Pending[] = [];
  messages.forEach((m, index) => {
    if (seen.has(m.platformMessageId)) results[index] = { status: "duplicate" };
    else {
      seen.add(m.platformMessageId);
      pending.push({ index, m, messageId: newId("msg") });
    }
  });
  if (pending.length) {
    const stored = await retryOnConcurrentCopy(() => storeBatch(to, pending));
    pending.forEach((p, i) => (results[p.index] = stored[i]));
  }
  return results;
}

async function storeBatch(to: { channel: ChannelType; companyId: string; inboxId: string }, pending: Pending[]): Promise<ReceiveResult[]> {
  return withTx(systemCtx(to.companyId, `${CHANNEL_META[to.channel].label} customer`), async (tctx) => {
    // Answers to a satisfaction survey stay in the resolved conversation instead of opening one.
    const taken = await takeCsatAnswers(tctx, { ...to, choiceOf: (m) => choiceOf(to.channel, m) }, pending.map(({ m, messageId }) => ({ from: m.from, type: m.type, text: m.text, content: m.content, platformMessageId: m.platformMessageId, at: m.at, messageId })));
    if (!taken.size) return storeThreaded(tctx, to, pending);
    const rest = pending.filter((_, i) => !taken.has(i));
    const threaded = rest.length ? await storeThreaded(tctx, to, rest) : [];
    let j = 0;
    return pending.map((p, i): ReceiveResult => {
      const answer = taken.get(i);
      return answer ? { status: "stored", messageId: p.messageId, ...answer } : threaded[j++];
    });
  });
}

async function storeThreaded(tctx: TxCtx, to: { channel: ChannelType; companyId: string; inboxId: string }, pending: Pending[]): Promise<ReceiveResult[]> {
  const { channel, companyId } = to;
  const replyTo = pending.flatMap(({ m }) => m.replyTo ?? []);
  const reopened = replyTo.length ? await reopenRepliedConversations(tctx, to, replyTo) : [];
  const rows = await writeInboundByChannelId(
    tctx.tx,
    to,
    pending.map(({ m, messageId }) => ({
      externalId: m.from,
      name: m.name,
      at: m.at,
      preview: m.text,
      unread: m.countsAsUnread ? 1 : 0,
      message: { id: messageId, type: m.type, text: m.text, content: m.content, platformMessageId: m.platformMessageId },
    })),
  );
  if (rows.some((r) => !r.known && !r.stored)) throw new ConcurrentCopy();
  if (reopened.length) for (const c of (await getConversationsByIds({ ctx: tctx, ids: reopened })).values()) await emitConversationEvents(tctx.tx, companyId, ["conversation.opened"], c);
  const stored = rows.flatMap((row, i) => (row.stored ? [{ row, p: pending[i] }] : []));
  if (stored.length) {
    await keepHandedFiles(tctx.tx, to, stored.flatMap((s) => s.p.m.files ?? []));
    // A customer matched by a contact field (SMS's phone, email's address) is new on the channel, not a new contact.
    const created = (key: "contact" | "conversation") => [...new Set(stored.filter((s) => s.row[`${key}_created`] && !(key === "contact" && s.row.contact_existed)).map((s) => s.row[`${key}_id`]))];
    const newContacts = await getContactsByIds({ ctx: tctx, ids: created("contact") });
    const newConversations = await getConversationsByIds({ ctx: tctx, ids: created("conversation") });
    const { activities, events } = sideEffects(channel, stored, newContacts, newConversations);
    await writeTimelineAndEvents(tctx.tx, tctx, activities, events);
    const fresh = new Map(stored.filter((s) => s.row.contact_created && !s.p.m.name).map((s) => [s.row.contact_id, s.p.m.from]));
    await enqueueProfileFetches(tctx.tx, [...fresh].map(([contactId, externalId]) => ({ channel, companyId, contactId, externalId, inboxId: to.inboxId })));
    // What the channel commits with its messages (botchat: answering tapped buttons; SMS: stop keywords).
    await findPlugin(channel)?.webhook.onStored?.(tctx, stored.map(({ row, p }) => ({ message: p.m, inboxId: to.inboxId, messageId: p.messageId, contactId: row.contact_id, conversationId: row.conversation_id })));
  }
  return rows.map((r, i): ReceiveResult => (r.stored ? { status: "stored", messageId: pending[i].messageId, conversationId: r.conversation_id, contactId: r.contact_id } : { status: "duplicate" }));
}

/** Timeline rows and events in message order; a new contact or conversation is announced before its first message. */
function sideEffects(
  channel: ChannelType,
  stored: { row: InboundRow; p: Pending }[],
  newContacts: Awaited<ReturnType<typeof getContactsByIds>>,
  newConversations: Awaited<ReturnType<typeof getConversationsByIds>>,
) {
  const key = channelKey(channel);
  const activities: ActivityEntry[] = [];
  const events: { event: EventName; payload: Record<string, unknown> }[] = [];
  const announced = new Set<string>();
  for (const { row, p } of stored) {
    const { m } = p;
    const first = row.contact_created && !announced.has(row.contact_id);
    const contact = newContacts.get(row.contact_id);
    if (contact && !announced.has(row.contact_id)) {
      announced.add(row.contact_id);
      activities.push({ contactId: row.contact_id, type: "CONTACT_CREATED", data: { source: channel } });
      events.push({ event: "contact.created", payload: contactEventPayload(contact) });
    }
    activities.push({ contactId: row.contact_id, type: "MESSAGE_RECEIVED", data: { messageId: p.messageId, conversationId: row.conversation_id, channel: key, type: m.type, text: m.text } });
    const conversation = newConversations.get(row.conversation_id);
    if (conversation && !announced.has(row.conversation_id)) {
      announced.add(row.conversation_id);
      for (const event of ["conversation.created", "conversation.opened"] as const) events.push({ event, payload: conversationEventPayload(conversation) });
    }
    const payload = messageEventPayload({
      channel: key,
      conversationId: row.conversation_id,
      contact: { id: row.contact_id, name: row.contact_name, phone: row.contact_phone },
      message: { id: p.messageId, direction: "inbound", type: m.type, text: m.text, status: "received", platformMessageId: m.platformMessageId, platformUserId: m.from, content: m.content, sentAt: m.at },
    });
    const names: EventName[] = ["message.received", ...m.events];
    // The customer's first message ever on this channel: their id was new to the company.
    const firstEvent = `${CHANNEL_META[channel].eventGroup ?? key}.first.inbound`;
    // Only channels whose group the catalog has (SMS has none in the spec's catalog).
    if (first && isEventName(firstEvent)) names.push(firstEvent);
    for (const event of names) events.push({ event, payload });
  }
  return { activities, events };
}

/**
 * Delivery and read receipts of one company: by message ids (Instagram) or everything the
 * customer's conversation was sent before a watermark (Messenger). A status only moves
 * forward; each message it moves emits message.status_updated. One statement per receipt.
 */
export async function applyChannelStatuses(channel: ChannelType, companyId: string, statuses: NormalizedStatus[]): Promise<number> {
  if (!statuses.length) return 0;
  const ctx = systemCtx(companyId, `${CHANNEL_META[channel].label} platform`);
  return withTx(ctx, async ({ tx }) => {
    let moved = 0;
    for (const s of statuses) {
      const watermark = s.watermark?.toISOString() ?? null;
      const at = s.at.toISOString();
      const target = { read: sql`'read'::message_status`, delivered: sql`'delivered'::message_status`, failed: sql`'failed'::message_status` }[s.status];
      const stamp =
        s.status === "read"
          ? sql`read_at = coalesce(read_at, ${at}::timestamptz), delivered_at = coalesce(delivered_at, ${at}::timestamptz)`
          : s.status === "failed"
            ? sql`failed_at = coalesce(failed_at, ${at}::timestamptz), error = ${JSON.stringify(s.error ?? { message: "Not delivered" })}::jsonb`
            : sql`delivered_at = coalesce(delivered_at, ${at}::timestamptz)`;
      // A status only moves forward: read after delivered, delivered or failed after sent.
      const from = s.status === "read" ? sql`('sent', 'delivered')` : sql`('sent')`;
      const { rows } = await tx.execute<{ id: string; conversation_id: string; contact_id: string; contact_name: string; contact_phone: string | null; type: string; text: string | null; platform_message_id: string | null; error: MessageFacts["error"] }>(sql`
        update messages m set status = ${target}, ${stamp}
        from contacts ct
        where ct.id = m.contact_id and ${companySql(ctx, "m")} and m.channel = ${channel}::channel and m.direction = 'outbound'
          and m.status in ${from}
          and (
            m.platform_message_id = any(${pgArray(s.platformMessageIds)}::text[])
            or (${watermark}::timestamptz is not null and m.sent_at <= ${watermark}::timestamptz and m.contact_id = (
              select contact_id from contact_channel_ids cci where ${companySql(ctx, "cci")} and channel = ${channel}::channel and external_id = ${s.recipient}))
          )
        returning m.id, m.conversation_id, m.contact_id, ct.name as contact_name, ct.phone as contact_phone, m.type, m.text, m.platform_message_id, m.error`);
      moved += rows.length;
      if (rows.length) {
        await emitEvents(
          tx,
          rows.map((r) => ({
            companyId,
            event: "message.status_updated" as EventName,
            payload: messageEventPayload({
              channel: channelKey(channel),
              conversationId: r.conversation_id,
              contact: { id: r.contact_id, name: r.contact_name, phone: r.contact_phone },
              message: { id: r.id, direction: "outbound", type: r.type, text: r.text, status: s.status, platformMessageId: r.platform_message_id, platformUserId: s.recipient, error: s.status === "failed" ? r.error : null },
            }),
          })),
        );
      }
    }
    return moved;
  });
}
