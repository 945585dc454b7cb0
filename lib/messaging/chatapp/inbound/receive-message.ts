import { getDb } from "@/db/client";
import type { ActivityEntry } from "@/lib/contacts/activity";
import { contactEventPayload } from "@/lib/contacts/contact-events";
import { getContactOrThrow } from "@/lib/contacts/get-contact";
import { normalisePhone } from "@/lib/contacts/phone";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import type { EventName } from "@/lib/events/catalog";
import { systemCtx } from "@/lib/http/context";
import { newId } from "@/lib/ids";
import type { InboundMessage } from "./callback-schema";
import { mapInboundMessage } from "./map-message";
import { writeTimelineAndEvents } from "../../side-effects";
import { writeInboundMessage } from "../../thread";

class Duplicate extends Error {}

export type ReceiveResult = { status: "stored"; messageId: string; conversationId: string } | { status: "duplicate" } | { status: "rejected"; reason: string };

/**
 * One inbound message, all in one transaction: the contact (found or created by phone), the
 * open conversation (reused or opened), the message, the window, the timeline row and the
 * events. The platform re-sends callbacks: a message id seen before changes nothing.
 * Two statements for a known contact (thread.ts, side-effects.ts): this runs at platform rates.
 */
export async function receiveChatappMessage({ companyId, message, profileName }: { companyId: string; message: InboundMessage; profileName?: string }): Promise<ReceiveResult> {
  const phone = normalisePhone(message.from);
  if (!phone) return { status: "rejected", reason: `from: not a phone number` };
  const mapped = mapInboundMessage(message);
  const at = new Date(Number(message.timestamp) * 1000 || Date.now());
  const ctx = systemCtx(companyId, "Chatapp customer");
  const messageId = newId("msg");
  try {
    return await getDb().transaction(async (tx) => {
      const row = await writeInboundMessage(tx, {
        companyId,
        phone,
        name: profileName,
        at,
        preview: mapped.text,
        unread: mapped.countsAsUnread ? 1 : 0,
        message: { id: messageId, type: mapped.type, text: mapped.text, content: mapped.content, platformMessageId: message.id },
      });
      // Seen before (or a concurrent copy won): roll the contact and conversation touches back.
      if (!row.stored) throw new Duplicate();

      const txCtx = { ...ctx, tx };
      const activities: ActivityEntry[] = [];
      const events: { event: EventName; payload: Record<string, unknown> }[] = [];
      if (row.contact_created) {
        activities.push({ contactId: row.contact_id, type: "CONTACT_CREATED", data: { source: "CHATAPP" } });
        events.push({ event: "contact.created", payload: contactEventPayload(await getContactOrThrow({ ctx: txCtx, id: row.contact_id })) });
      }
      activities.push({ contactId: row.contact_id, type: "MESSAGE_RECEIVED", data: { messageId, conversationId: row.conversation_id, channel: "chatapp", type: mapped.type, text: mapped.text } });
      if (row.conversation_created) {
        const conversation = await getConversationOrThrow({ ctx: txCtx, id: row.conversation_id });
        for (const event of ["conversation.created", "conversation.opened"] as const) events.push({ event, payload: { channel: "chatapp", conversation } });
      }
      const payload = {
        channel: "chatapp",
        conversationId: row.conversation_id,
        contact: { id: row.contact_id, name: row.contact_name, phone },
        message: { id: messageId, direction: "inbound", type: mapped.type, text: mapped.text, status: "received", platformMessageId: message.id, content: mapped.content, sentAt: at.toISOString() },
      };
      for (const event of ["message.received", ...mapped.events] as EventName[]) events.push({ event, payload });
      await writeTimelineAndEvents(tx, txCtx, activities, events);
      return { status: "stored" as const, messageId, conversationId: row.conversation_id };
    });
  } catch (err) {
    if (err instanceof Duplicate) return { status: "duplicate" };
    throw err;
  }
}
