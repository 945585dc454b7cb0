import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { recordActivities, type ActivityEntry } from "@/lib/contacts/activity";
import { emitContactEvent } from "@/lib/contacts/contact-events";
import { getContactOrThrow } from "@/lib/contacts/get-contact";
import { normalisePhone } from "@/lib/contacts/phone";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import type { EventName } from "@/lib/events/catalog";
import { emitEvents } from "@/lib/events/emit";
import { systemCtx } from "@/lib/http/context";
import { newId } from "@/lib/ids";
import { upsertContactByPhone, upsertOpenConversation } from "../../thread";
import type { InboundMessage } from "./callback-schema";
import { mapInboundMessage } from "./map-message";

class Duplicate extends Error {}

export type ReceiveResult = { status: "stored"; messageId: string; conversationId: string } | { status: "duplicate" } | { status: "rejected"; reason: string };

/**
 * One inbound message, all in one transaction: the contact (found or created by phone), the
 * open conversation (reused or opened), the message, the window, the timeline row and the
 * events. The platform re-sends callbacks: a message id seen before changes nothing.
 */
export async function receiveChatappMessage({ companyId, message, profileName }: { companyId: string; message: InboundMessage; profileName?: string }): Promise<ReceiveResult> {
  const phone = normalisePhone(message.from);
  if (!phone) return { status: "rejected", reason: `from: not a phone number` };
  const mapped = mapInboundMessage(message);
  const at = new Date(Number(message.timestamp) * 1000 || Date.now());
  const ctx = systemCtx(companyId, "Chatapp customer");
  try {
    return await getDb().transaction(async (tx) => {
      const contact = await upsertContactByPhone(tx, { companyId, phone, name: profileName, at });
      const conversation = await upsertOpenConversation(tx, { companyId, contactId: contact.id, at, preview: mapped.text, direction: "inbound", unread: mapped.countsAsUnread ? 1 : 0 });

      const messageId = newId("msg");
      const inserted = await tx.execute(sql`
        insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, content, status, platform_message_id, sent_at)
        values (${messageId}, ${companyId}, ${conversation.id}, ${contact.id}, 'CHATAPP', 'inbound', ${mapped.type}, ${mapped.text}, ${JSON.stringify(mapped.content)}::jsonb, 'received', ${message.id}, ${at.toISOString()})
        on conflict (channel, platform_message_id) where platform_message_id is not null do nothing
        returning id`);
      // A copy of this callback was stored before (or concurrently): roll our contact and
      // conversation touches back, so a re-sent callback changes nothing at all.
      if (!inserted.rows.length) throw new Duplicate();

      const txCtx = { ...ctx, tx };
      const activities: ActivityEntry[] = [];
      if (contact.created) activities.push({ contactId: contact.id, type: "CONTACT_CREATED", data: { source: "CHATAPP" } });
      activities.push({ contactId: contact.id, type: "MESSAGE_RECEIVED", data: { messageId, conversationId: conversation.id, channel: "chatapp", type: mapped.type, text: mapped.text } });
      await recordActivities(tx, txCtx, activities);
      if (contact.created) await emitContactEvent(tx, txCtx, "contact.created", await getContactOrThrow({ ctx: txCtx, id: contact.id }));

      const payload = {
        channel: "chatapp",
        conversationId: conversation.id,
        contact: { id: contact.id, name: contact.name, phone },
        message: { id: messageId, direction: "inbound", type: mapped.type, text: mapped.text, status: "received", platformMessageId: message.id, content: mapped.content, sentAt: at.toISOString() },
      };
      const events: { companyId: string; event: EventName; payload: Record<string, unknown> }[] = [];
      if (conversation.created) {
        const presented = await getConversationOrThrow({ ctx: txCtx, id: conversation.id });
        for (const event of ["conversation.created", "conversation.opened"] as const) events.push({ companyId, event, payload: { channel: "chatapp", conversation: presented } });
      }
      for (const event of ["message.received", ...mapped.events] as EventName[]) events.push({ companyId, event, payload });
      await emitEvents(tx, events);
      return { status: "stored" as const, messageId, conversationId: conversation.id };
    });
  } catch (err) {
    if (err instanceof Duplicate) return { status: "duplicate" };
    throw err;
  }
}
