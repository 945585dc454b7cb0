import "server-only";
import { ConcurrentCopy, retryOnConcurrentCopy } from "@/lib/messaging/concurrent-copy";
import type { ActivityEntry } from "@/lib/contacts/activity";
import { contactEventPayload } from "@/lib/contacts/contact-events";
import { conversationEventPayload, messageEventPayload } from "@/lib/events/payloads/present";
import { getContactsByIds } from "@/lib/contacts/get-contact";
import { normalisePhone } from "@/lib/contacts/phone";
import { getConversationsByIds } from "@/lib/conversations/get-conversation";
import type { EventName } from "@/lib/events/catalog";
import { systemCtx, withTx, type TxCtx } from "@/lib/domain/context";
import { takeCsatAnswers } from "@/lib/csat/take-answers";
import { chatappChoiceOf } from "@/lib/channels/chatapp/choices";
import { newId } from "@/lib/ids";
import { connectionRow } from "@/lib/channels/connections";
import { AppError } from "@/lib/domain/errors";
import type { InboundMessage } from "./callback-schema";
import type { ConsentSettings } from "@/lib/company/consent-settings";
import { applyKeywordMessages, keywordSettingsFor } from "./consent-keywords";
import { mapInboundMessage, type MappedInbound } from "./map-message";
import { writeTimelineAndEvents } from "@/lib/messaging/side-effects";
import { attributeReplies } from "@/lib/campaigns/attribute-replies";
import type { InboundRow } from "@/lib/messaging/thread";
import { writeInboundMessages } from "../thread";


export type ReceiveResult = { status: "stored"; messageId: string; conversationId: string } | { status: "duplicate" } | { status: "rejected"; reason: string };

export type InboundMessageItem = { message: InboundMessage; profileName?: string };

type Pending = { index: number; phone: string; at: Date; mapped: MappedInbound; message: InboundMessage; profileName?: string; messageId: string };

/** One inbound message (the sandbox's simulated customer, fixtures): a batch of one, to the default number unless an inbox is named. */
export async function receiveChatappMessage({ companyId, inboxId, message, profileName }: { companyId: string; inboxId?: string } & InboundMessageItem): Promise<ReceiveResult> {
  const inbox = inboxId ?? (await connectionRow({ companyId }, "CHATAPP"))?.id;
  if (!inbox) throw AppError.conflict("Chatapp is not connected for this company", { reason: "channel_not_connected", channel: "chatapp" });
  const [result] = await receiveChatappMessages({ companyId, inboxId: inbox }, [{ message, profileName }]);
  return result;
}

/**
 * Inbound messages of one company, all in one transaction: the contacts (found or created by
 * phone), the open conversations (reused or opened), the messages, the windows, the timeline
 * rows and the events. A batch costs two statements however many messages it holds
 * (thread.ts, side-effects.ts), four when it brings new customers: this runs at platform
 * rates. The platform re-sends callbacks: a message id seen before changes nothing. Results
 * come back in the items' order. Stop and start keywords (consent-keywords.ts) cost a batch
 * nothing unless it holds a short text (then the company's keywords, cached), and more only
 * for a keyword message itself.
 */
export async function receiveChatappMessages(to: { companyId: string; inboxId: string }, items: InboundMessageItem[]): Promise<ReceiveResult[]> {
  const { companyId } = to;
  const results: ReceiveResult[] = new Array(items.length);
  const seen = new Set<string>();
  const pending: Pending[] = [];
  items.forEach(({ message, profileName }, index) => {
    const phone = normalisePhone(message.from);
    if (!phone) results[index] = { status: "rejected", reason: "from: not a phone number" };
    else if (seen.has(message.id)) results[index] = { status: "duplicate" };
    else {
      seen.add(message.id);
      pending.push({ index, phone, message, profileName, mapped: mapInboundMessage(message), at: new Date(Number(message.timestamp) * 1000 || Date.now()), messageId: newId("msg") });
    }
  });
  const keywords = await keywordSettingsFor(companyId, pending.map((p) => p.mapped));
  if (pending.length) {
    const stored = await retryOnConcurrentCopy(() => storeBatch(to, pending, keywords));
    pending.forEach((p, i) => (results[p.index] = stored[i]));
  }
  return results;
}

// Inbound batches arrive without a caller, so each attempt is a transaction of its own (a
// fresh system ctx carries none): a concurrent copy rolls the attempt back, the next starts clean.
async function storeBatch(to: { companyId: string; inboxId: string }, pending: Pending[], keywords: ConsentSettings | null): Promise<ReceiveResult[]> {
  return withTx(systemCtx(to.companyId, "Chatapp customer"), async (tctx) => {
    // Answers to a satisfaction survey stay in the resolved conversation instead of opening one.
    const taken = await takeCsatAnswers(tctx, { channel: "CHATAPP", inboxId: to.inboxId, choiceOf: chatappChoiceOf }, pending.map((p) => ({ from: p.phone, type: p.mapped.type, text: p.mapped.text, content: p.mapped.content, platformMessageId: p.message.id, at: p.at, messageId: p.messageId })));
    if (!taken.size) return storeThreaded(tctx, to, pending, keywords);
    const rest = pending.filter((_, i) => !taken.has(i));
    const threaded = rest.length ? await storeThreaded(tctx, to, rest, keywords) : [];
    let j = 0;
    return pending.map((p, i): ReceiveResult => {
      const answer = taken.get(i);
      return answer ? { status: "stored", messageId: p.messageId, conversationId: answer.conversationId } : threaded[j++];
    });
  });
}

async function storeThreaded(tctx: TxCtx, to: { companyId: string; inboxId: string }, pending: Pending[], keywords: ConsentSettings | null): Promise<ReceiveResult[]> {
  const { tx } = tctx;
  const rows = await writeInboundMessages(
    tx,
    to,
    pending.map((p) => ({
      phone: p.phone,
      name: p.profileName,
      at: p.at,
      preview: p.mapped.text,
      unread: p.mapped.countsAsUnread ? 1 : 0,
      message: { id: p.messageId, type: p.mapped.type, text: p.mapped.text, content: p.mapped.content, platformMessageId: p.message.id },
    })),
  );
  // A concurrent copy won the insert: roll the contact and conversation touches back.
  if (rows.some((r) => !r.known && !r.stored)) throw new ConcurrentCopy();
  const stored = rows.flatMap((row, i) => (row.stored ? [{ row, p: pending[i] }] : []));
  if (stored.length) {
    const created = (key: "contact" | "conversation") => [...new Set(stored.filter((s) => s.row[`${key}_created`]).map((s) => s.row[`${key}_id`]))];
    const newContacts = await getContactsByIds({ ctx: tctx, ids: created("contact") });
    const newConversations = await getConversationsByIds({ ctx: tctx, ids: created("conversation") });
    const { activities, events } = sideEffects(stored, newContacts, newConversations);
    await writeTimelineAndEvents(tx, tctx, activities, events);
    await attributeReplies(tctx, stored.map((s) => s.row.contact_id));
    // Stop and start keywords: rare, compared in JS; only their messages do more work.
    await applyKeywordMessages(
      tctx,
      keywords,
      stored.map(({ row, p }) => ({ contactId: row.contact_id, conversationId: row.conversation_id, phone: p.phone, type: p.mapped.type, text: p.mapped.text })),
    );
  }
  return rows.map((r, i): ReceiveResult => (r.stored ? { status: "stored", messageId: pending[i].messageId, conversationId: r.conversation_id } : { status: "duplicate" }));
}

/** Timeline rows and events in message order; a new contact or conversation is announced before its first message. */
function sideEffects(
  stored: { row: InboundRow; p: Pending }[],
  newContacts: Awaited<ReturnType<typeof getContactsByIds>>,
  newConversations: Awaited<ReturnType<typeof getConversationsByIds>>,
) {
  const activities: ActivityEntry[] = [];
  const events: { event: EventName; payload: Record<string, unknown> }[] = [];
  const announced = new Set<string>();
  for (const { row, p } of stored) {
    const contact = newContacts.get(row.contact_id);
    if (contact && !announced.has(row.contact_id)) {
      announced.add(row.contact_id);
      activities.push({ contactId: row.contact_id, type: "CONTACT_CREATED", data: { source: "CHATAPP" } });
      events.push({ event: "contact.created", payload: contactEventPayload(contact) });
    }
    activities.push({ contactId: row.contact_id, type: "MESSAGE_RECEIVED", data: { messageId: p.messageId, conversationId: row.conversation_id, channel: "chatapp", type: p.mapped.type, text: p.mapped.text } });
    const conversation = newConversations.get(row.conversation_id);
    if (conversation && !announced.has(row.conversation_id)) {
      announced.add(row.conversation_id);
      for (const event of ["conversation.created", "conversation.opened"] as const) events.push({ event, payload: conversationEventPayload(conversation) });
    }
    const payload = messageEventPayload({
      channel: "chatapp",
      conversationId: row.conversation_id,
      contact: { id: row.contact_id, name: row.contact_name, phone: p.phone },
      message: { id: p.messageId, direction: "inbound", type: p.mapped.type, text: p.mapped.text, status: "received", platformMessageId: p.message.id, platformUserId: p.phone, content: p.mapped.content, sentAt: p.at },
    });
    for (const event of ["message.received", ...p.mapped.events] as EventName[]) events.push({ event, payload });
  }
  return { activities, events };
}
