import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { contactChannelIds, contacts, conversations, messages } from "@/db/schema";
import { recordActivities } from "@/lib/contacts/activity";
import { emitConversationEvents } from "@/lib/conversations/conversation-events";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { actorUserId, withTx, type Ctx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, companySql, inCompany } from "@/lib/domain/tenancy";
import { emitEvents } from "@/lib/events/emit";
import { messageEventPayload } from "@/lib/events/payloads/present";
import { newId } from "@/lib/ids";
import { upsertOpenConversation } from "@/lib/messaging/thread";
import { fileContent, fileMessageType, storeFile } from "./files";
import { webchatInboxId } from "./inbox";
import { notifyVisitor } from "./push";
import type { WebchatSendInput } from "./schemas";

type Thread = { conversationId: string; created: boolean; contact: { id: string; name: string; phone: string | null; platformUserId: string } };

/** The conversation named: a website chat, open, whose contact has a visitor id. */
async function givenConversation(tctx: TxCtx, id: string, to?: string, intoClosed = false): Promise<Thread> {
  const [row] = await tctx.tx
    .select({ c: conversations, name: contacts.name, phone: contacts.phone, ext: contactChannelIds.externalId })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(contactChannelIds, and(eq(contactChannelIds.contactId, conversations.contactId), eq(contactChannelIds.channel, "WEBCHAT")))
    .where(byIdInCompany(conversations, tctx, id));
  if (!row) throw AppError.notFound("Conversation");
  if (row.c.channel !== "WEBCHAT") throw AppError.conflict(`The conversation is on ${row.c.channel.toLowerCase()}, not webchat`, { reason: "wrong_channel" });
  if (row.c.status !== "OPEN" && !intoClosed) throw AppError.conflict(`The conversation is ${row.c.status}; reopen it to reply`, { reason: "conversation_not_open", status: row.c.status });
  if (!row.ext) throw AppError.conflict("The conversation's contact has no website chat visitor id", { reason: "contact_without_channel_id" });
  if (to && to !== row.ext) throw AppError.validation([{ path: "to", message: "does not match the visitor id of the conversation's contact", in: "body" }]);
  return { conversationId: row.c.id, created: false, contact: { id: row.c.contactId, name: row.name, phone: row.phone, platformUserId: row.ext } };
}

/** The visitor by id: its open conversation, or a new one. */
async function visitorThread(tctx: TxCtx, to: string): Promise<Thread> {
  const [ident] = await tctx.tx
    .select({ contactId: contactChannelIds.contactId, name: contacts.name, phone: contacts.phone })
    .from(contactChannelIds)
    .innerJoin(contacts, eq(contacts.id, contactChannelIds.contactId))
    .where(inCompany(contactChannelIds, tctx, eq(contactChannelIds.channel, "WEBCHAT"), eq(contactChannelIds.externalId, to)));
  if (!ident) throw AppError.notFound("Website chat visitor");
  const conv = await upsertOpenConversation(tctx.tx, { companyId: tctx.companyId, inboxId: await webchatInboxId(tctx), contactId: ident.contactId, at: new Date(), preview: null, direction: "outbound", unread: 0, channel: "WEBCHAT" });
  return { conversationId: conv.id, created: conv.created, contact: { id: ident.contactId, name: ident.name, phone: ident.phone, platformUserId: to } };
}

/**
 * POST /api/v1/webchat/send: no platform in between, so the message is stored as sent in one
 * transaction with its timeline entry and message.sent, then the visitor's streams are woken
 * (they read it from the table: a visitor offline now gets it on return). Its platform id is
 * its own id, which the delivered and read receipts name.
 */
export async function sendWebchatReply({ ctx, input }: { ctx: Ctx; input: WebchatSendInput }) {
  const sent = await withTx(ctx, (tctx) => storeWebchatReply(tctx, input));
  await notifyVisitor(ctx.companyId, sent.visitorId, "message");
  return { messageId: sent.messageId, conversationId: sent.conversationId, status: "sent" as const };
}

/** The reply stored as sent, in the caller's transaction, under the caller's id when it chose one (a workflow step's). */
export async function storeWebchatReply(ctx: TxCtx, input: WebchatSendInput, messageId?: string, opts: { choices?: { id: string; title: string }[]; intoClosed?: boolean } = {}) {
  const tctx = ctx;
  const thread = input.conversationId ? await givenConversation(tctx, input.conversationId, input.to, opts.intoClosed) : await visitorThread(tctx, input.to!);
  const text = input.text || null;
  const file = input.media ? await storeFile(tctx.tx, ctx.companyId, thread.contact.platformUserId, input.media, "media") : null;
  const id = messageId ?? newId("msg");
  const summary = file
    ? { type: fileMessageType(file.mimeType), text: text ?? file.name, content: fileContent(file, text) }
    : opts.choices
      ? { type: "choices", text, content: { body: text, choices: opts.choices } }
      : { type: "text", text, content: { body: text } };
  await tctx.tx.insert(messages).values({
    id,
    companyId: ctx.companyId,
    conversationId: thread.conversationId,
    contactId: thread.contact.id,
    channel: "WEBCHAT",
    direction: "outbound",
    ...summary,
    status: "sent",
    platformMessageId: id,
    sentAt: new Date(),
    sentByUserId: actorUserId(ctx.actor),
  });
  await tctx.tx.execute(sql`update conversations set last_message_preview = ${summary.text}, last_message_at = now(), last_message_direction = 'outbound', unread_count = 0 where id = ${thread.conversationId} and ${companySql(tctx)}`);
  if (thread.created) await emitConversationEvents(tctx.tx, tctx.companyId, ["conversation.created", "conversation.opened"], await getConversationOrThrow({ ctx: tctx, id: thread.conversationId }));
  await recordActivities(tctx.tx, tctx, [{ contactId: thread.contact.id, type: "MESSAGE_SENT", data: { messageId: id, conversationId: thread.conversationId, channel: "webchat", type: summary.type, text: summary.text } }]);
  await emitEvents(tctx.tx, [
    {
      companyId: ctx.companyId,
      event: "message.sent",
      payload: messageEventPayload({
        channel: "webchat",
        conversationId: thread.conversationId,
        contact: thread.contact,
        message: { id, direction: "outbound", type: summary.type, text: summary.text, content: summary.content, status: "sent", platformMessageId: id, platformUserId: thread.contact.platformUserId, sentAt: new Date() },
      }),
    },
  ]);
  return { messageId: id, conversationId: thread.conversationId, visitorId: thread.contact.platformUserId };
}

/** POST /api/v1/webchat/typing: the visitor sees "typing…" for a few seconds. */
export async function agentTyping({ ctx, input }: { ctx: Ctx; input: { conversationId: string } }) {
  const thread = await withTx(ctx, (tctx) => givenConversation(tctx, input.conversationId));
  await notifyVisitor(ctx.companyId, thread.contact.platformUserId, "typing");
  return { ok: true };
}
