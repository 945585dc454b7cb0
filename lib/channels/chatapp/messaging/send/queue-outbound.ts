import "server-only";
import { eq, sql } from "drizzle-orm";
import { contacts, conversations, messages } from "@/db/schema";
import { recordActivities } from "@/lib/contacts/activity";
import { consentSourceOf } from "@/lib/contacts/consent";
import { emitContactEvent } from "@/lib/contacts/contact-events";
import { getContactOrThrow } from "@/lib/contacts/get-contact";
import { emitConversationEvents } from "@/lib/conversations/conversation-events";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { windowOf } from "@/lib/conversations/present";
import { actorUserId, withSavepoint, type Ctx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, companySql } from "@/lib/domain/tenancy";
import { newId } from "@/lib/ids";
import type { StorageSummary } from "../cloud-types";
import { upsertOpenConversation } from "@/lib/messaging/thread";
import { upsertContactByPhone } from "../thread";

export interface QueuedMessage {
  messageId: string;
  conversationId: string;
  contact: { id: string; name: string; phone: string };
}

export interface OutboundRequest {
  /** Digits; absent when the conversation names the recipient (catalog-card). */
  phone?: string;
  conversationId?: string;
  /** The number sending: a new conversation opens in its inbox (a named conversation is already in it). */
  inboxId: string;
  summary: StorageSummary;
  /** Templates may open a conversation outside the 24-hour window; nothing else may. */
  isTemplate: boolean;
  template?: { name: string; language: string };
  /** The message's id when the caller chose it (a workflow step's idempotency key); new otherwise. */
  messageId?: string;
  /** Into the named conversation though it is resolved, without reopening it (PortSend.intoClosed). */
  intoClosed?: boolean;
}

/** The given conversation, which must be an open chatapp conversation of the company. */
async function givenConversation(ctx: TxCtx, id: string, phone?: string, intoClosed = false) {
  const [row] = await ctx.tx
    .select({ c: conversations, name: contacts.name, phone: contacts.phone })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(byIdInCompany(conversations, ctx, id));
  if (!row) throw AppError.notFound("Conversation");
  if (row.c.channel !== "CHATAPP") throw AppError.conflict(`The conversation is on ${row.c.channel.toLowerCase()}, not chatapp`, { reason: "wrong_channel" });
  if (row.c.status !== "OPEN" && !intoClosed) throw AppError.conflict(`The conversation is ${row.c.status}; reopen it to reply`, { reason: "conversation_not_open", status: row.c.status });
  if (!row.phone) throw AppError.conflict("The conversation's contact has no phone number", { reason: "contact_without_phone" });
  if (phone && phone !== row.phone) throw AppError.validation([{ path: "to", message: "does not match the phone of the conversation's contact", in: "body" }]);
  await ctx.tx
    .update(conversations)
    .set({ lastMessageAt: new Date(), lastMessageDirection: "outbound" })
    .where(byIdInCompany(conversations, ctx, id));
  return { id: row.c.id, created: false, lastInboundAt: row.c.lastInboundAt, contact: { id: row.c.contactId, name: row.name, phone: row.phone, created: false } };
}

/**
 * Before the platform call, in one transaction: the recipient contact and conversation
 * (found or created), the window rule, and the message row as `queued`. A refusal rolls all
 * of it back, so a refused send to a new number leaves nothing behind. The platform call
 * comes after this commits (send-message.ts): queue, send and settle stay three steps.
 * Joined to a caller's transaction it runs in a savepoint, so a refusal rolls back there too.
 */
export async function queueOutbound(ctx: Ctx, req: OutboundRequest): Promise<QueuedMessage> {
  return withSavepoint(ctx, async (tctx) => {
    const { tx } = tctx;
    const at = new Date();
    let thread: Awaited<ReturnType<typeof givenConversation>>;
    if (req.conversationId) thread = await givenConversation(tctx, req.conversationId, req.phone, req.intoClosed);
    else {
      const contact = await upsertContactByPhone(tx, { companyId: ctx.companyId, phone: req.phone!, at, consentSource: consentSourceOf(ctx.actor) });
      const conv = await upsertOpenConversation(tx, { companyId: ctx.companyId, inboxId: req.inboxId, channel: "CHATAPP", contactId: contact.id, at, preview: req.summary.text, direction: "outbound", unread: 0 });
      thread = { id: conv.id, created: conv.created, lastInboundAt: conv.last_inbound_at ? new Date(conv.last_inbound_at) : null, contact: { ...contact, phone: req.phone! } };
    }

    const window = windowOf(thread.lastInboundAt);
    if (!req.isTemplate && !window.open) {
      throw AppError.conflict("The contact has not written in the last 24 hours: only a template message can be sent", {
        reason: "window_requires_template",
        lastInboundAt: thread.lastInboundAt?.toISOString() ?? null,
        windowExpiredAt: window.expiresAt,
      });
    }

    const messageId = req.messageId ?? newId("msg");
    await tx.insert(messages).values({
      id: messageId,
      companyId: ctx.companyId,
      conversationId: thread.id,
      contactId: thread.contact.id,
      channel: "CHATAPP",
      direction: "outbound",
      type: req.summary.type,
      text: req.summary.text,
      content: req.summary.content,
      status: "queued",
      sentByUserId: actorUserId(ctx.actor),
      templateName: req.template?.name ?? null,
      templateLanguage: req.template?.language ?? null,
      createdAt: at,
    });
    await tx.execute(sql`update conversations set last_message_preview = ${req.summary.text}, unread_count = 0 where id = ${thread.id} and ${companySql(ctx)}`);

    if (thread.contact.created) {
      await recordActivities(tx, tctx, [{ contactId: thread.contact.id, type: "CONTACT_CREATED", data: { source: "CHATAPP" } }]);
      await emitContactEvent(tx, tctx, "contact.created", await getContactOrThrow({ ctx: tctx, id: thread.contact.id }));
    }
    if (thread.created) await emitConversationEvents(tx, tctx.companyId, ["conversation.created", "conversation.opened"], await getConversationOrThrow({ ctx: tctx, id: thread.id }));
    return { messageId, conversationId: thread.id, contact: { id: thread.contact.id, name: thread.contact.name, phone: thread.contact.phone } };
  });
}
